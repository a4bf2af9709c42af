import type { User } from '@podpie/core';
import type { EventProperties } from '../../api/events.ts';

/** The product events of SPEC.md §7. */
export const TRACKED_EVENTS = {
  successfulLogin: 'Successful login',
  unsuccessfulLogin: 'Unsuccessful login',
  successfulSignUp: 'Successful sign up',
  createdProject: 'Created a new project',
  updatedProject: 'Updated a project',
} as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[keyof typeof TRACKED_EVENTS];

export type EventSink = {
  track(event: string, properties?: EventProperties): Promise<unknown>;
  identify(traits: EventProperties): Promise<unknown>;
};

export type Tracker = {
  /** Ties later events to this account. */
  identify(user: User): void;
  /** Facts about the account (people properties), e.g. { projects: 3 }. */
  setPeopleProperties(properties: EventProperties): void;
  track(event: TrackedEvent, properties?: EventProperties): void;
};

// Secrets must never reach an analytics store, whatever a caller passes by mistake.
const SECRET_NAME = /pass(word|code)|token|secret|^auth(orization)?$|^client$|expiry|api_?key/i;

/** Drops every property whose name hints at a credential. */
export function withoutSecrets(properties: EventProperties): EventProperties {
  return Object.fromEntries(Object.entries(properties).filter(([name]) => !SECRET_NAME.test(name)));
}

/**
 * The one tracking module: events go to our own server (POST /api/v1/events), which forwards them
 * to PostHog only when configured. Analytics never breaks a screen, so failures are dropped.
 * `later` runs each call; the app's tracker puts it in a task of its own (tracker.ts).
 */
export function createTracker(
  sink: EventSink,
  later: (run: () => void) => void = (run) => run(),
): Tracker {
  const send = (call: () => Promise<unknown>) =>
    later(() => {
      try {
        void call().catch(() => undefined);
      } catch {
        // Nothing to do: losing an analytics event is acceptable, breaking a screen is not.
      }
    });
  return {
    identify(user) {
      send(() => sink.identify({ distinct_id: String(user.id), email: user.email }));
    },
    setPeopleProperties(properties) {
      send(() => sink.identify(withoutSecrets(properties)));
    },
    track(event, properties) {
      send(() => sink.track(event, properties ? withoutSecrets(properties) : undefined));
    },
  };
}
