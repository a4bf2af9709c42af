import {
  BUILT_IN_LIST_ID,
  type ConnectMailing,
  MAILCHIMP_SERVICE_ID,
  type MailingIntegrationRow,
  type MailingList,
  type MailingServiceEntry,
  type TranslationKey,
} from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { MailchimpError } from './mailchimp.ts';
import { issueOAuthState, isValidOAuthState } from './oauth-state.ts';
import { type ProviderAccess, ProviderError } from './providers/provider.ts';
import { kindOfService, type MailingProviders } from './providers/registry.ts';
import {
  deleteOwnedIntegration,
  findIntegration,
  findMailingService,
  type IntegrationRecord,
  listMailingServices,
  listOwnedIntegrations,
  markNeedsReconnect,
  saveIntegration,
  setKnownListIds,
  wakeWaitingDeliveries,
} from './repository.ts';

// The mailing messages as translation keys: answers carry the key beside its English text.
export const INTEGRATION_NOT_FOUND = 'integrations:serverMessages.integrationNotFound';
export const INTEGRATION_DELETED = 'integrations:serverMessages.integrationDeleted';
export const SERVICE_NOT_FOUND = 'integrations:serverMessages.serviceNotFound';
export const MAILCHIMP_CONNECTED = 'integrations:serverMessages.connected';
export const BUILT_IN_CONNECTED = 'integrations:serverMessages.builtInReady';
export const MAILCHIMP_NOT_CONFIGURED = 'integrations:serverMessages.notConfigured';
export const OAUTH_STATE_INVALID = 'integrations:serverMessages.stateInvalid';
export const MAILCHIMP_CODE_REFUSED = 'integrations:serverMessages.codeRefused';
export const MAILCHIMP_UNAVAILABLE = 'integrations:serverMessages.unavailable';
export const MAILCHIMP_RECONNECT = 'integrations:serverMessages.reconnect';
export const KEY_CONNECTED = 'integrations:serverMessages.keyConnected';
export const KEY_MISSING = 'integrations:serverMessages.keyMissing';
export const PUBLICATION_MISSING = 'integrations:serverMessages.publicationMissing';
export const KEY_REFUSED = 'integrations:serverMessages.keyRefused';
export const PROVIDER_UNAVAILABLE = 'integrations:serverMessages.providerUnavailable';
export const PROVIDER_RECONNECT = 'integrations:serverMessages.providerReconnect';
export const BUILT_IN_LIST_NAME = 'Podpie list';

/** The token's purpose key under APP_SECRET (secret-box.ts). */
export const TOKEN_PURPOSE = 'mailing-token';
export const MAILCHIMP_CALLBACK_PATH = '/mailchimp_integration_oauth_callback';

export type SessionRef = { userId: number; client: string; email: string };

type Deps = {
  db: Database;
  appSecret: string;
  publicUrl: string;
  providers: MailingProviders;
  now: () => Date;
};

/** The opened key and what a provider call needs of a stored connection, or null. */
export function accessOf(appSecret: string, integration: IntegrationRecord): ProviderAccess | null {
  const credentials = integration.credentials;
  if (!credentials) return null;
  const key = openSecret(appSecret, TOKEN_PURPOSE, credentials.sealed_token);
  if (!key) return null;
  return {
    key,
    endpoint: credentials.api_endpoint,
    ...(credentials.publication_id ? { publicationId: credentials.publication_id } : {}),
  };
}

/** Services, connections and lists of the signed-in owner. Every call checks ownership first. */
export class MailingIntegrationService {
  constructor(private readonly deps: Deps) {}

  get redirectUri(): string {
    return `${this.deps.publicUrl}${MAILCHIMP_CALLBACK_PATH}`;
  }

  async services(session: SessionRef): Promise<MailingServiceEntry[]> {
    const rows = await listMailingServices(this.deps.db);
    return rows.map((service) => {
      const kind = kindOfService(service);
      if (kind !== 'mailchimp') {
        return { ...service, kind, configured: true, authorize_url: null };
      }
      const state = issueOAuthState(this.deps.appSecret, session, this.deps.now());
      const authorizeUrl = this.deps.providers.mailchimp.authorizeUrl(this.redirectUri, state);
      return {
        ...service,
        kind: 'mailchimp',
        configured: authorizeUrl !== null,
        authorize_url: authorizeUrl,
      };
    });
  }

  integrations(userId: number): Promise<MailingIntegrationRow[]> {
    return listOwnedIntegrations(this.deps.db, userId);
  }

  async connect(
    session: SessionRef,
    serviceId: number,
    body: ConnectMailing,
  ): Promise<TranslationKey> {
    const service = await findMailingService(this.deps.db, serviceId);
    if (!service) throw AppError.keyed('not_found', SERVICE_NOT_FOUND);
    const kind = kindOfService(service);
    if (kind === 'kit' || kind === 'beehiiv' || kind === 'mailerlite') {
      return this.connectWithKey(session, serviceId, kind, body);
    }
    if (kind === 'built_in') {
      await saveIntegration(this.deps.db, {
        userId: session.userId,
        mailingServiceId: serviceId,
        accountEmail: session.email,
        credentials: null,
      });
      return BUILT_IN_CONNECTED;
    }
    if (!this.deps.providers.mailchimp.authorizeUrl(this.redirectUri, 'x')) {
      throw AppError.keyed('unprocessable', MAILCHIMP_NOT_CONFIGURED);
    }
    const { code, state } = body;
    if (!code || !state) throw AppError.keyed('unprocessable', OAUTH_STATE_INVALID);
    if (!isValidOAuthState(this.deps.appSecret, session, state, this.deps.now())) {
      throw AppError.keyed('unprocessable', OAUTH_STATE_INVALID);
    }
    try {
      const token = await this.deps.providers.mailchimp.exchangeCode(code, this.redirectUri);
      const account = await this.deps.providers.mailchimp.account(token);
      const id = await saveIntegration(this.deps.db, {
        userId: session.userId,
        mailingServiceId: MAILCHIMP_SERVICE_ID,
        accountEmail: account.email,
        credentials: {
          sealed_token: sealSecret(this.deps.appSecret, TOKEN_PURPOSE, token),
          api_endpoint: account.apiEndpoint,
          dc: account.dc,
        },
      });
      await wakeWaitingDeliveries(this.deps.db, id, this.deps.now());
      return MAILCHIMP_CONNECTED;
    } catch (error) {
      if (error instanceof MailchimpError && error.kind === 'unavailable') {
        throw AppError.keyed('unavailable', MAILCHIMP_UNAVAILABLE);
      }
      if (error instanceof MailchimpError)
        throw AppError.keyed('unprocessable', MAILCHIMP_CODE_REFUSED);
      throw error;
    }
  }

  /**
   * Kit, Beehiiv or MailerLite: the pasted key is tried against the service before anything is
   * stored, then kept sealed like Mailchimp's token.
   */
  private async connectWithKey(
    session: SessionRef,
    serviceId: number,
    kind: 'kit' | 'beehiiv' | 'mailerlite',
    body: ConnectMailing,
  ): Promise<TranslationKey> {
    const key = body.api_key;
    if (!key) throw AppError.keyed('unprocessable', KEY_MISSING);
    const publicationId = body.publication_id;
    if (kind === 'beehiiv' && !publicationId) {
      throw AppError.keyed('unprocessable', PUBLICATION_MISSING);
    }
    const access: ProviderAccess = {
      key,
      ...(kind === 'beehiiv' && publicationId ? { publicationId } : {}),
    };
    let account: string;
    try {
      account = (await this.deps.providers.keyed[kind].connect(access)).account;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.kind === 'unavailable') throw AppError.keyed('unavailable', PROVIDER_UNAVAILABLE);
      throw AppError.keyed('unprocessable', KEY_REFUSED);
    }
    const id = await saveIntegration(this.deps.db, {
      userId: session.userId,
      mailingServiceId: serviceId,
      accountEmail: account,
      credentials: {
        sealed_token: sealSecret(this.deps.appSecret, TOKEN_PURPOSE, key),
        api_endpoint: '',
        dc: '',
        ...(access.publicationId ? { publication_id: access.publicationId } : {}),
      },
    });
    await wakeWaitingDeliveries(this.deps.db, id, this.deps.now());
    return KEY_CONNECTED;
  }

  async lists(userId: number, id: number): Promise<MailingList[]> {
    const integration = await findIntegration(this.deps.db, id, userId);
    if (!integration) throw AppError.keyed('not_found', INTEGRATION_NOT_FOUND);
    const kind = integration.kind;
    if (kind === 'built_in') return [{ id: BUILT_IN_LIST_ID, name: BUILT_IN_LIST_NAME }];
    const reconnect = kind === 'mailchimp' ? MAILCHIMP_RECONNECT : PROVIDER_RECONNECT;
    const access = accessOf(this.deps.appSecret, integration);
    if (!access || integration.needsReconnect) {
      await markNeedsReconnect(this.deps.db, integration.id);
      throw AppError.keyed('unprocessable', reconnect);
    }
    try {
      const lists = await this.deps.providers.byKind[kind].lists(access);
      await setKnownListIds(
        this.deps.db,
        integration.id,
        lists.map((list) => list.id),
      );
      return lists;
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'revoked') {
        await markNeedsReconnect(this.deps.db, integration.id);
        throw AppError.keyed('unprocessable', reconnect);
      }
      if (error instanceof ProviderError) {
        throw AppError.keyed(
          'unavailable',
          kind === 'mailchimp' ? MAILCHIMP_UNAVAILABLE : PROVIDER_UNAVAILABLE,
        );
      }
      throw error;
    }
  }

  async disconnect(userId: number, serviceId: number, id: number): Promise<TranslationKey> {
    if (!(await deleteOwnedIntegration(this.deps.db, userId, serviceId, id))) {
      throw AppError.keyed('not_found', INTEGRATION_NOT_FOUND);
    }
    return INTEGRATION_DELETED;
  }
}
