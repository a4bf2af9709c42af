import type { ChosenShow } from './chosen-show.ts';
import { type ImportStep, importPercent } from './import-steps.ts';
import type { ImportFailure, StarterPage } from './run-import.ts';

/**
 * Where the owner is in the quick start. `run` numbers each attempt so the answers of an
 * abandoned attempt (the owner went back to search, or retried) cannot move the screen.
 * Numbers only grow; whoever starts an attempt picks the next one.
 */
export type SetupState =
  | { phase: 'search'; run: number }
  | { phase: 'importing'; run: number; show: ChosenShow; step: ImportStep }
  | {
      phase: 'failed';
      run: number;
      show: ChosenShow;
      failure: ImportFailure;
      /** What was already built, so a failed save is retried without searching again. */
      page: StarterPage | null;
      projectId: number | null;
    }
  | { phase: 'done'; run: number; show: ChosenShow; path: string };

/** Events that start an attempt (or abandon one) carry the number of the new attempt. */
export type SetupEvent =
  | { type: 'picked'; run: number; show: ChosenShow }
  | { type: 'retried'; run: number }
  | { type: 'step'; run: number; step: ImportStep }
  | {
      type: 'failed';
      run: number;
      failure: ImportFailure;
      page?: StarterPage | null;
      projectId?: number | null;
    }
  | { type: 'finished'; run: number; path: string }
  | { type: 'back-to-search'; run: number };

export const initialSetupState: SetupState = { phase: 'search', run: 0 };

export function setupFlow(state: SetupState, event: SetupEvent): SetupState {
  switch (event.type) {
    case 'picked':
      if (state.phase === 'importing' || state.phase === 'done') return state;
      return { phase: 'importing', run: event.run, show: event.show, step: 'feed' };
    case 'retried': {
      if (state.phase !== 'failed') return state;
      // A failed save keeps the page it built, so only the save is done again.
      const step: ImportStep = state.page ? 'save' : 'feed';
      return { phase: 'importing', run: event.run, show: state.show, step };
    }
    case 'back-to-search':
      if (state.phase === 'done') return state;
      return { phase: 'search', run: event.run };
    case 'step':
      if (state.phase !== 'importing' || event.run !== state.run) return state;
      return { ...state, step: event.step };
    case 'failed':
      if (state.phase !== 'importing' || event.run !== state.run) return state;
      return {
        phase: 'failed',
        run: state.run,
        show: state.show,
        failure: event.failure,
        page: event.page ?? null,
        projectId: event.projectId ?? null,
      };
    case 'finished':
      if (state.phase !== 'importing' || event.run !== state.run) return state;
      return { phase: 'done', run: state.run, show: state.show, path: event.path };
  }
}

/** Index of the antd Steps (Setup, Customize, Publish) to highlight. */
export function currentSetupStep(state: SetupState): number {
  return state.phase === 'done' ? 1 : 0;
}

/** Percentage for the progress bar while a show is being imported. */
export function setupPercent(state: SetupState): number {
  if (state.phase === 'done') return 100;
  if (state.phase !== 'importing') return 0;
  return importPercent(state.step);
}
