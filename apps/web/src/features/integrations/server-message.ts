import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';

/** The mailing server messages (English) and their translation keys. */
const KEYS: Record<string, string> = {
  'Your Mailchimp account is connected.': 'integrations:serverMessages.connected',
  'Your Podpie list is ready.': 'integrations:serverMessages.builtInReady',
  'Mailchimp is not configured on this server.': 'integrations:serverMessages.notConfigured',
  'This Mailchimp sign-in has expired or was not started here. Please connect again from the Integrations page.':
    'integrations:serverMessages.stateInvalid',
  'Mailchimp did not accept the sign-in. Please try again.':
    'integrations:serverMessages.codeRefused',
  'Mailchimp could not be reached. Please try again in a few minutes.':
    'integrations:serverMessages.unavailable',
  'Mailchimp no longer accepts this connection. Please reconnect it on the Integrations page.':
    'integrations:serverMessages.reconnect',
  'Please choose one of your own mailing integrations.':
    'integrations:serverMessages.foreignIntegration',
  'Please choose one of the lists of this mailing integration.':
    'integrations:serverMessages.unknownList',
};

/** A mailing message from the server in the interface language (as written when unknown). */
export function mailingMessage(t: TFunction, message: string): string {
  const key = KEYS[message];
  return key ? t(key) : message;
}

/** The first server message of a failed call, translated, or null when it sent none. */
export function mailingError(t: TFunction, error: unknown): string | null {
  if (error instanceof ApiError && error.errors[0]) return mailingMessage(t, error.errors[0]);
  return null;
}
