import { useCallback, useReducer, useRef } from 'react';
import type { ChosenShow } from './chosen-show.ts';
import { type ImportDeps, type ImportOptions, runImport } from './run-import.ts';
import { type SaveDeps, saveStarterPage } from './save-starter-page.ts';
import { initialSetupState, type SetupState, setupFlow } from './setup-flow.ts';

export type SetupFlowDeps = { importDeps: ImportDeps; saveDeps: SaveDeps };

export type SetupFlow = {
  state: SetupState;
  pick(show: ChosenShow): void;
  retry(options?: ImportOptions): void;
  backToSearch(): void;
};

/**
 * Drives one quick start: import the picked show, then save the starter page. Only the latest
 * attempt may change the screen or save anything, so an owner who went back to search never
 * finds a draft or project from the attempt they left.
 */
export function useSetupFlow(deps: SetupFlowDeps): SetupFlow {
  const [state, dispatch] = useReducer(setupFlow, initialSetupState);
  const latestRun = useRef(state.run);
  const current = useRef(state);
  current.current = state;
  const depsRef = useRef(deps);
  depsRef.current = deps;

  const execute = useCallback(
    async (
      run: number,
      show: ChosenShow,
      built: Extract<SetupState, { phase: 'failed' }> | null,
      options: ImportOptions,
    ) => {
      const { importDeps, saveDeps } = depsRef.current;
      const isLatest = () => latestRun.current === run;
      let page = built?.page ?? null;
      if (!page) {
        const outcome = await runImport(
          show,
          importDeps,
          (step) => dispatch({ type: 'step', run, step }),
          options,
        );
        if (!outcome.ok) {
          dispatch({ type: 'failed', run, failure: outcome.failure });
          return;
        }
        page = outcome.page;
      }
      if (!isLatest()) return;
      dispatch({ type: 'step', run, step: 'save' });
      const saved = await saveStarterPage(page, saveDeps, built?.projectId ?? null);
      if (!saved.ok) {
        importDeps.log('Starter page could not be saved', saved.error);
        dispatch({
          type: 'failed',
          run,
          failure: { kind: 'save', signedIn: saveDeps.signedIn },
          page,
          projectId: saved.projectId,
        });
        return;
      }
      dispatch({ type: 'finished', run, path: saved.path });
    },
    [],
  );

  const pick = useCallback(
    (show: ChosenShow) => {
      if (current.current.phase === 'importing' || current.current.phase === 'done') return;
      latestRun.current += 1;
      const run = latestRun.current;
      dispatch({ type: 'picked', run, show });
      void execute(run, show, null, {});
    },
    [execute],
  );

  const retry = useCallback(
    (options: ImportOptions = {}) => {
      const failed = current.current;
      if (failed.phase !== 'failed') return;
      latestRun.current += 1;
      const run = latestRun.current;
      dispatch({ type: 'retried', run });
      void execute(run, failed.show, failed, options);
    },
    [execute],
  );

  const backToSearch = useCallback(() => {
    latestRun.current += 1;
    dispatch({ type: 'back-to-search', run: latestRun.current });
  }, []);

  return { state, pick, retry, backToSearch };
}
