// Password guessing is slowed down, never refused: each failure from an address makes that
// address's next attempts (for that account, and overall) wait a little longer before the
// password is even checked. Nobody can lock an owner out, because the owner's own address has no
// failures and signs in at once, and a right password is accepted even after a wait. A device
// that signed in to the account before skips the per-address wait, so someone guessing on a
// shared network slows only strangers there. Each attempt counts as a failure from the moment it
// starts, so guesses sent all at once wait as if sent one after another.
//
// Guesses spread over many addresses against one account are slowed per account too (issue 33,
// point 5). That wait can never lock the owner out: it is capped, a right password still gets
// in after it, the owner's known devices skip it, and passkeys never pass through here at all.
// Their failures are not counted against the account either, so the owner's typos never set
// off the alert. A burst of failures e-mails the owner, once per window.
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
/** Per account, counting the addresses that failed at it: a thousand addresses add up here. */
export const PER_ACCOUNT: ThrottleRule = { free: 10, baseMs: 1_000, maxMs: 30_000 };
/** Addresses failing at one account within a window (not known devices) that e-mail the owner. */
export const BURST_ALERT_FAILURES = 20;

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
    /** Told once per window when an account's failures reach BURST_ALERT_FAILURES. */
    private readonly onBurst: (account: string, failures: number) => void = () => undefined,
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
    const accountKey = `account:${account.toLowerCase()}`;
    const known = options.knownDevice === true;
    const previous = this.lines.get(pair) ?? Promise.resolve();
    const turn = previous.then(async () => {
      // Counted before the attempt, taken back if it succeeds: failures in flight count too.
      const [pairFailures, addressFailures] = await Promise.all([
        this.store.recordFailure(pairKey, now()),
        this.store.recordFailure(addressKey, now()),
      ]);
      // The account counts addresses, not guesses: one address guessing on is the pair's
      // business, and must not slow the owner's other devices.
      const countsForAccount = !known && pairFailures === 1;
      const accountFailures = known
        ? 0
        : countsForAccount
          ? await this.store.recordFailure(accountKey, now())
          : await this.store.failures(accountKey, now());
      const wait = Math.max(
        waitFor(pairFailures - 1, PER_ACCOUNT_AND_ADDRESS),
        known ? 0 : waitFor(addressFailures - 1, PER_ADDRESS),
        known ? 0 : waitFor(accountFailures - 1, PER_ACCOUNT),
      );
      if (accountFailures >= BURST_ALERT_FAILURES)
        await this.alertOnce(account, accountFailures, now);
      let outcome: { ok: boolean; value: T };
      try {
        if (wait > 0) await this.sleep(wait);
        outcome = await attempt();
      } catch (error) {
        // Not a wrong guess (the database failed): nothing to hold against the address.
        await this.store.forgive(pairKey, now());
        await this.store.forgive(addressKey, now());
        if (countsForAccount) await this.store.forgive(accountKey, now());
        throw error;
      }
      if (outcome.ok) {
        await this.store.forget(pairKey);
        await this.store.forgive(addressKey, now());
        // Only this attempt is taken back: a stranger's guesses keep the account slowed.
        if (countsForAccount) await this.store.forgive(accountKey, now());
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

  /** The burst alert, once per window across processes (the first to count it sends it). */
  private async alertOnce(account: string, failures: number, now: () => Date): Promise<void> {
    const key = `alerted:${account.toLowerCase()}`;
    if ((await this.store.recordFailure(key, now())) === 1) this.onBurst(account, failures);
  }
}
