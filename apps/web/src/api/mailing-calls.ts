import { api } from './instance.ts';
import { mailingApi } from './mailing.ts';

// One module per API, apart from instance.ts: a module's zod answer schemas are built when it
// runs, so a screen that imported every API's calls built every API's schemas (the quick start
// those of analytics, tokens, webhooks, domains and mailing it never calls).

/** The mailing services' calls (integrations, subscribers). */
export const mailingCalls = mailingApi(api);
