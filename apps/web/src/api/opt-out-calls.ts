import { api } from './instance.ts';
import { optOutApi } from './opt-out.ts';

// One module per API, apart from instance.ts: a module's zod answer schemas are built when it
// runs, so a screen that imported every API's calls built every API's schemas (the quick start
// those of analytics, tokens, webhooks, domains and mailing it never calls).

/** The opt-out screen's calls. */
export const optOutCalls = optOutApi(api);
