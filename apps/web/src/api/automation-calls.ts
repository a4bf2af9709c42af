import { automationApi } from './automation.ts';
import { api } from './instance.ts';

// One module per API, apart from instance.ts: a module's zod answer schemas are built when it
// runs, so a screen that imported every API's calls built every API's schemas (the quick start
// those of analytics, tokens, webhooks, domains and mailing it never calls).

/** The API tokens' and webhooks' calls. */
export const automationCalls = automationApi(api);
