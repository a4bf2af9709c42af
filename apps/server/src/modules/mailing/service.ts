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
import type { MailchimpClient } from './mailchimp.ts';
import { MailchimpError } from './mailchimp.ts';
import { issueOAuthState, isValidOAuthState } from './oauth-state.ts';
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
export const BUILT_IN_LIST_NAME = 'Podpie list';

/** The token's purpose key under APP_SECRET (secret-box.ts). */
export const TOKEN_PURPOSE = 'mailing-token';
export const MAILCHIMP_CALLBACK_PATH = '/mailchimp_integration_oauth_callback';

export type SessionRef = { userId: number; client: string; email: string };

type Deps = {
  db: Database;
  appSecret: string;
  publicUrl: string;
  mailchimp: MailchimpClient;
  now: () => Date;
};

export const isMailchimp = (record: Pick<IntegrationRecord, 'mailingServiceId'>): boolean =>
  record.mailingServiceId === MAILCHIMP_SERVICE_ID;

/** Services, connections and lists of the signed-in owner. Every call checks ownership first. */
export class MailingIntegrationService {
  constructor(private readonly deps: Deps) {}

  get redirectUri(): string {
    return `${this.deps.publicUrl}${MAILCHIMP_CALLBACK_PATH}`;
  }

  async services(session: SessionRef): Promise<MailingServiceEntry[]> {
    const rows = await listMailingServices(this.deps.db);
    return rows.map((service) => {
      if (service.id !== MAILCHIMP_SERVICE_ID) {
        return { ...service, kind: 'built_in', configured: true, authorize_url: null };
      }
      const state = issueOAuthState(this.deps.appSecret, session, this.deps.now());
      const authorizeUrl = this.deps.mailchimp.authorizeUrl(this.redirectUri, state);
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
    if (serviceId !== MAILCHIMP_SERVICE_ID) {
      await saveIntegration(this.deps.db, {
        userId: session.userId,
        mailingServiceId: serviceId,
        accountEmail: session.email,
        credentials: null,
      });
      return BUILT_IN_CONNECTED;
    }
    if (!this.deps.mailchimp.authorizeUrl(this.redirectUri, 'x')) {
      throw AppError.keyed('unprocessable', MAILCHIMP_NOT_CONFIGURED);
    }
    const { code, state } = body;
    if (!code || !state) throw AppError.keyed('unprocessable', OAUTH_STATE_INVALID);
    if (!isValidOAuthState(this.deps.appSecret, session, state, this.deps.now())) {
      throw AppError.keyed('unprocessable', OAUTH_STATE_INVALID);
    }
    try {
      const token = await this.deps.mailchimp.exchangeCode(code, this.redirectUri);
      const account = await this.deps.mailchimp.account(token);
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

  async lists(userId: number, id: number): Promise<MailingList[]> {
    const integration = await findIntegration(this.deps.db, id, userId);
    if (!integration) throw AppError.keyed('not_found', INTEGRATION_NOT_FOUND);
    if (!isMailchimp(integration)) return [{ id: BUILT_IN_LIST_ID, name: BUILT_IN_LIST_NAME }];
    const token = this.token(integration);
    if (!token || !integration.credentials || integration.needsReconnect) {
      await markNeedsReconnect(this.deps.db, integration.id);
      throw AppError.keyed('unprocessable', MAILCHIMP_RECONNECT);
    }
    try {
      const lists = await this.deps.mailchimp.lists(integration.credentials.api_endpoint, token);
      await setKnownListIds(
        this.deps.db,
        integration.id,
        lists.map((list) => list.id),
      );
      return lists;
    } catch (error) {
      if (error instanceof MailchimpError && error.kind === 'revoked') {
        await markNeedsReconnect(this.deps.db, integration.id);
        throw AppError.keyed('unprocessable', MAILCHIMP_RECONNECT);
      }
      if (error instanceof MailchimpError)
        throw AppError.keyed('unavailable', MAILCHIMP_UNAVAILABLE);
      throw error;
    }
  }

  async disconnect(userId: number, serviceId: number, id: number): Promise<TranslationKey> {
    if (!(await deleteOwnedIntegration(this.deps.db, userId, serviceId, id))) {
      throw AppError.keyed('not_found', INTEGRATION_NOT_FOUND);
    }
    return INTEGRATION_DELETED;
  }

  /** The plain token, or null when it was sealed under another APP_SECRET. */
  token(integration: IntegrationRecord): string | null {
    const sealed = integration.credentials?.sealed_token;
    return sealed ? openSecret(this.deps.appSecret, TOKEN_PURPOSE, sealed) : null;
  }
}
