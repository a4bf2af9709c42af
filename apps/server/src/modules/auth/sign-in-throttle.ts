// Password guessing is slowed down, never refused: each failure from an address makes that
// address's next attempts (for that account, and overall) wait a little longer before the
// password is even checked. Nobody can lock an owner out, because the owner's own address has no
// failures and signs in at once, and a right password is accepted even after a wait. A device
// that signed in to the account before skips the per-address wait, so someone guessing on a
// shared network slows only strangers there. Each attempt counts as a failure from the moment it
// starts, so guesses sent all at once wait as if sent one after another.
import type { AttemptStore } from './attempt-store.ts';

export interface ThrottleRule {
  /** Failures answered without any wait. */
  free: number;
  /** The first wait, doubled with each further failure. */
  baseMs: number;
  maxMs: number;
}

/** Per (account, address): a person mistyping a few times never waits. */
export const PER_ACCOUNT_AND_ADDRESS: ThrottleRule = { free: 3, baseMs: 500, maxMs: 10_000 };
/** Per address, across accounts: a shared office or school network makes many honest mistakes. */
export const PER_ADDRESS: ThrottleRule = { free: 20, baseMs: 250, maxMs: 10_000 };

export const waitFor = (failures: number, rule: ThrottleRule): number =>
  failures < rule.free ? 0 : Math.min(rule.maxMs, rule.baseMs * 2 ** (failures - rule.free));

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class SignInThrottle {
  // Attempts for one (account, address) run one after another, so a burst of parallel guesses
  // waits as long as the same guesses made in a row.
  private readonly lines = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: AttemptStore,
    private readonly sleep: Sleep = realSleep,
  ) {}

  /**
   * Runs `attempt` after the wait the address has earned; `attempt` answers whether it succeeded.
   * `knownDevice`: the caller signed in to this account before (a device cookie it holds).
   */
  async run<T>(
    account: string,
    address: string,
    now: () => Date,
    attempt: () => Promise<{ ok: boolean; value: T }>,
    options: { knownDevice?: boolean } = {},
  ): Promise<{ ok: boolean; value: T }> {
    const pair = `${account.toLowerCase()}|${address}`;
    const pairKey = `pair:${pair}`;
    const addressKey = `address:${address}`;
    const previous = this.lines.get(pair) ?? Promise.resolve();
    const turn = previous.then(async () => {
      // Counted before the attempt, taken back if it succeeds: failures in flight count too.
      const [pairFailures, addressFailures] = await Promise.all([
        this.store.recordFailure(pairKey, now()),
        this.store.recordFailure(addressKey, now()),
      ]);
      const wait = Math.max(
        waitFor(pairFailures - 1, PER_ACCOUNT_AND_ADDRESS),
        options.knownDevice ? 0 : waitFor(addressFailures - 1, PER_ADDRESS),
      );
      let outcome: { ok: boolean; value: T };
      try {
        if (wait > 0) await this.sleep(wait);
        outcome = await attempt();
      } catch (error) {
        // Not a wrong guess (the database failed): nothing to hold against the address.
        await this.store.forgive(pairKey, now());
        await this.store.forgive(addressKey, now());
        throw error;
      }
      if (outcome.ok) {
        await this.store.forget(pairKey);
        await this.store.forgive(addressKey, now());
      }
      return outcome;
    });
    const line = turn.catch(() => undefined);
    this.lines.set(pair, line);
    try {
      return await turn;
    } finally {
      if (this.lines.get(pair) === line) this.lines.delete(pair);
    }
  }
}
