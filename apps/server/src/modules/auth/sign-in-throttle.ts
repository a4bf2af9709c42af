// Password guessing is slowed down, never refused: each failure from an address makes that
// address's next attempts (for that account, and overall) wait a little longer before the
// password is even checked. Nobody can lock an owner out, because the owner's own address has no
// failures and signs in at once, and a right password is accepted even after a wait.
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

  /** Runs `attempt` after the wait the address has earned; `attempt` answers whether it succeeded. */
  async run<T>(
    account: string,
    address: string,
    now: () => Date,
    attempt: () => Promise<{ ok: boolean; value: T }>,
  ): Promise<{ ok: boolean; value: T }> {
    const pair = `${account.toLowerCase()}|${address}`;
    const previous = this.lines.get(pair) ?? Promise.resolve();
    const turn = previous.then(async () => {
      const [pairFailures, addressFailures] = await Promise.all([
        this.store.failures(`pair:${pair}`, now()),
        this.store.failures(`address:${address}`, now()),
      ]);
      const wait = Math.max(
        waitFor(pairFailures, PER_ACCOUNT_AND_ADDRESS),
        waitFor(addressFailures, PER_ADDRESS),
      );
      if (wait > 0) await this.sleep(wait);
      const outcome = await attempt();
      if (outcome.ok) await this.store.forget(`pair:${pair}`);
      else {
        await this.store.recordFailure(`pair:${pair}`, now());
        await this.store.recordFailure(`address:${address}`, now());
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
