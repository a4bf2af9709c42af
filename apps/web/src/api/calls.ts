import { analyticsApi } from './analytics.ts';
import { automationApi } from './automation.ts';
import { domainsApi } from './domains.ts';
import { api } from './instance.ts';
import { mailingApi } from './mailing.ts';
import { optOutApi } from './opt-out.ts';
import { projectsApi } from './projects.ts';

// The calls of the signed-in screens, apart from instance.ts: their zod answer schemas would
// otherwise ride along with the sign-in screen, which needs none of them.
export const projectCalls = projectsApi(api);
export const optOutCalls = optOutApi(api);
export const mailingCalls = mailingApi(api);
export const analyticsCalls = analyticsApi(api);
export const domainCalls = domainsApi(api);
export const automationCalls = automationApi(api);
