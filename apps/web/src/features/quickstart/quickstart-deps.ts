import { importFeed, PODCAST_SEARCH_DEBOUNCE_MS } from '@podpie/core';
import { api } from '../../api/instance.ts';
import { parserCalls } from '../../api/parser.ts';
import { readDraft, writeDraft } from '../../shared/draft-storage.ts';
import { TRACKED_EVENTS, tracker } from '../analytics/index.ts';
import { type QuickstartCalls, quickstartCalls } from './quickstart-api.ts';
import type { SetupFlowDeps } from './use-setup-flow.ts';

export { supportEmail } from './support-email.ts';

/** SPEC.md §9: the podcast search waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = PODCAST_SEARCH_DEBOUNCE_MS;

export type QuickstartDeps = SetupFlowDeps & {
  calls: QuickstartCalls;
  /** Whether signed-out work is waiting in this browser (SPEC.md §2 guards). */
  hasDraft(): boolean;
};

function logFailure(message: string, error: unknown): void {
  // SPEC.md §7: a failed directory search is only logged; the owner sees the flow go on.
  console.warn(`[quickstart] ${message}`, error);
}

/** The quick start wired to the app's API, browser storage and the core feed-import rule. */
export function quickstartDeps(options: { signedIn: boolean }): QuickstartDeps {
  const calls = quickstartCalls({ parser: parserCalls, api });
  return {
    calls,
    hasDraft: () => readDraft('draft') !== null,
    importDeps: {
      lookups: calls,
      parseFeed: calls.parseFeed,
      uploadFromUrl: calls.uploadFromUrl,
      buildPies: (request) => importFeed(request, Math.random),
      log: logFailure,
    },
    saveDeps: {
      signedIn: options.signedIn,
      writeDraft: (draft) => writeDraft('draft', draft),
      createProjectWithPies: async (project, pies) => {
        const created = await calls.createProjectWithPies(project, pies);
        tracker.track(TRACKED_EVENTS.createdProject, {
          project_id: created.id,
          source: 'quickstart',
        });
        return created;
      },
      syncPies: calls.syncPies,
      now: () => new Date(),
    },
  };
}
