// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { EventProperties } from '../../api/events.ts';
import { createTracker, TRACKED_EVENTS } from './tracking.ts';

function recordingSink() {
  const sent: Array<{ event?: string; properties?: EventProperties; identify?: EventProperties }> =
    [];
  return {
    sent,
    sink: {
      track: async (event: string, properties?: EventProperties) => {
        sent.push(properties ? { event, properties } : { event });
      },
      identify: async (identify: EventProperties) => {
        sent.push({ identify });
      },
    },
  };
}

describe('product analytics', () => {
  it('sends the SPEC events by their exact names', () => {
    const { sent, sink } = recordingSink();
    const tracker = createTracker(sink);
    tracker.track(TRACKED_EVENTS.successfulLogin);
    tracker.track(TRACKED_EVENTS.createdProject, { project_id: 4 });
    expect(sent).toEqual([
      { event: 'Successful login' },
      { event: 'Created a new project', properties: { project_id: 4 } },
    ]);
  });

  it('never lets a password or token into an event', () => {
    const { sent, sink } = recordingSink();
    const tracker = createTracker(sink);
    tracker.track(TRACKED_EVENTS.unsuccessfulLogin, {
      email: 'a@example.com',
      password: 'hunter22',
      'access-token': 'abc',
      client: 'device',
      passcode: '1234',
    });
    tracker.setPeopleProperties({ plan: 'beta', api_key: 'k', author: 'Ann' });
    expect(JSON.stringify(sent)).not.toMatch(/hunter22|abc|device|1234|"k"/);
    expect(sent[0]?.properties).toEqual({ email: 'a@example.com' });
    expect(sent[1]?.identify).toEqual({ plan: 'beta', author: 'Ann' });
  });

  it('identifies an account by id and e-mail only', () => {
    const { sent, sink } = recordingSink();
    createTracker(sink).identify({ id: 9, uid: 'a@b.co', email: 'a@b.co', is_activated: true });
    expect(sent).toEqual([{ identify: { distinct_id: '9', email: 'a@b.co' } }]);
  });

  it('keeps the screen working when the event store is down', async () => {
    const tracker = createTracker({
      track: () => Promise.reject(new Error('offline')),
      identify: () => {
        throw new Error('offline');
      },
    });
    expect(() => tracker.track(TRACKED_EVENTS.updatedProject)).not.toThrow();
    expect(() => tracker.setPeopleProperties({ a: 1 })).not.toThrow();
  });
});

describe('the moment an event leaves', () => {
  it('is the one the tracker is given: nothing is sent before it comes', () => {
    const { sent, sink } = recordingSink();
    const waiting: (() => void)[] = [];
    const tracker = createTracker(sink, (run) => waiting.push(run));
    tracker.track(TRACKED_EVENTS.createdProject);
    tracker.setPeopleProperties({ project_count: 2 });
    expect(sent).toEqual([]);
    for (const run of waiting) run();
    expect(sent).toHaveLength(2);
  });
});
