// @vitest-environment jsdom
import { defaultProjectStyle } from '@podpie/core';
import { describe, expect, it } from 'vitest';
import type { ChosenShow } from './chosen-show.ts';
import {
  currentSetupStep,
  initialSetupState,
  type SetupState,
  setupFlow,
  setupPercent,
} from './setup-flow.ts';

const show: ChosenShow = {
  itunesId: 1,
  name: 'Pie Talk',
  artistName: null,
  feedUrl: 'https://feeds.example.com/pie.xml',
  artworkUrl: null,
  appleUrl: null,
};

function picked(): SetupState {
  return setupFlow(initialSetupState, { type: 'picked', run: 1, show });
}

describe('setupFlow', () => {
  it('starts importing from the feed check when a show is picked', () => {
    const state = picked();
    expect(state).toMatchObject({ phase: 'importing', step: 'feed', show });
    expect(setupPercent(state)).toBe(0);
  });

  it('moves the progress bar forward as each service is searched', () => {
    const state = setupFlow(picked(), { type: 'step', run: 1, step: 'spotify' });
    expect(state).toMatchObject({ step: 'spotify' });
    expect(setupPercent(state)).toBeGreaterThan(50);
    expect(setupPercent(state)).toBeLessThan(100);
  });

  it('ignores news from an attempt the owner already left', () => {
    const back = setupFlow(picked(), { type: 'back-to-search', run: 2 });
    expect(setupFlow(back, { type: 'step', run: 1, step: 'google' })).toBe(back);
    expect(setupFlow(back, { type: 'finished', run: 1, path: '/quickstart-project' })).toBe(back);
    const again = setupFlow(back, { type: 'picked', run: 3, show });
    expect(setupFlow(again, { type: 'failed', run: 1, failure: { kind: 'artwork' } })).toBe(again);
  });

  it('ignores a second pick while a show is being imported', () => {
    const state = picked();
    expect(setupFlow(state, { type: 'picked', run: 2, show: { ...show, name: 'Other' } })).toBe(
      state,
    );
  });

  it('shows the failure and offers a retry that starts over', () => {
    const failed = setupFlow(picked(), {
      type: 'failed',
      run: 1,
      failure: { kind: 'feed', url: show.feedUrl ?? '' },
    });
    expect(failed).toMatchObject({ phase: 'failed', failure: { kind: 'feed' } });
    expect(setupFlow(failed, { type: 'retried', run: 2 })).toMatchObject({
      phase: 'importing',
      step: 'feed',
      run: 2,
    });
  });

  it('retries only the save when the page was already built', () => {
    const page = { project: defaultProjectStyle(), pies: [] };
    const failed = setupFlow(picked(), {
      type: 'failed',
      run: 1,
      failure: { kind: 'save', signedIn: true },
      page,
      projectId: 9,
    });
    expect(failed).toMatchObject({ page, projectId: 9 });
    expect(setupFlow(failed, { type: 'retried', run: 2 })).toMatchObject({
      phase: 'importing',
      step: 'save',
    });
  });

  it('goes back to an empty search from a failure', () => {
    const failed = setupFlow(picked(), { type: 'failed', run: 1, failure: { kind: 'artwork' } });
    expect(setupFlow(failed, { type: 'back-to-search', run: 2 })).toMatchObject({
      phase: 'search',
    });
  });

  it('ends on the address of the editor, on the Customize step', () => {
    const done = setupFlow(picked(), { type: 'finished', run: 1, path: '/projects/3' });
    expect(done).toEqual({ phase: 'done', run: 1, show, path: '/projects/3' });
    expect(currentSetupStep(done)).toBe(1);
    expect(currentSetupStep(initialSetupState)).toBe(0);
  });
});
