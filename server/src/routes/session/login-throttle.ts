import { ExpiringStore } from './expiring-store';

/** Failed attempts on one account (from anywhere) after which the human check is demanded. */
export const HUMAN_CHECK_ACCOUNT_FAILURES = 3;
/** Failed attempts from one IP (on any accounts) after which the human check is demanded. */
export const HUMAN_CHECK_IP_FAILURES = 20;
/** Failures of one account from one IP before the back-off starts (then 2 s, 4 s, 8 s ...). */
const PAIR_BACKOFF_AFTER = 5;
/** Failures from one IP, on any accounts, before that IP backs off. */
const IP_BACKOFF_AFTER = 30;
const MAX_WAIT_SECONDS = 15 * 60;
/** A counter without a new failure for this long starts over. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

interface Counter {
  failures: number;
  lastFailure: number;
}

/** Seconds still to wait for a counter past `threshold` failures: 2^(n-threshold+1), capped at 15 min. */
function remainingSeconds(counter: Counter | undefined, threshold: number, now: number): number {
  if (!counter || counter.failures < threshold) return 0;
  const delayMs = Math.min(2 ** (counter.failures - threshold + 1), MAX_WAIT_SECONDS) * 1000;
  const remaining = counter.lastFailure + delayMs - now;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

/**
 * Login throttling, in memory. Why the keys are what they are:
 * - the back-off is per (account, IP) and per IP, never per account alone, so an attacker elsewhere
 *   can never lock the real user out of their account; the worst they cause is a human check;
 * - the human check is per account (3 failures, from anywhere) or per IP (20), which is what slows a
 *   distributed guesser, since each check (captcha or slider proof) is single-use;
 * - waits are capped at 15 minutes, attempts refused during a wait do not count, and counters are
 *   forgotten an hour after their last failure, so nothing is permanent.
 *
 * @example if (throttle.waitSeconds('admin', ip) > 0) refuse(); throttle.begin('admin', ip); if (ok) throttle.succeeded('admin', ip);
 */
export class LoginThrottle {
  private readonly accounts: ExpiringStore<Counter>;
  private readonly pairs: ExpiringStore<Counter>;
  private readonly ips: ExpiringStore<Counter>;

  constructor(private readonly now: () => number = Date.now) {
    this.accounts = new ExpiringStore(FORGET_AFTER_MS, 50_000, now);
    this.pairs = new ExpiringStore(FORGET_AFTER_MS, 50_000, now);
    this.ips = new ExpiringStore(FORGET_AFTER_MS, 50_000, now);
  }

  /** 0 when an attempt may be made now, else the seconds to wait. */
  waitSeconds(username: string, ip: string): number {
    const now = this.now();
    return Math.max(
      remainingSeconds(this.pairs.get(pairKey(username, ip)), PAIR_BACKOFF_AFTER, now),
      remainingSeconds(this.ips.get(ip), IP_BACKOFF_AFTER, now),
    );
  }

  needsHumanCheck(username: string, ip: string): boolean {
    return (
      (this.accounts.get(accountKey(username))?.failures ?? 0) >= HUMAN_CHECK_ACCOUNT_FAILURES ||
      (this.ips.get(ip)?.failures ?? 0) >= HUMAN_CHECK_IP_FAILURES
    );
  }

  /**
   * Counts an attempt as failed before the password is checked, so parallel guesses cannot slip
   * in between the check and the count; `succeeded` takes it back.
   */
  begin(username: string, ip: string): void {
    const now = this.now();
    for (const [store, key] of this.keys(username, ip)) {
      const failures = (store.get(key)?.failures ?? 0) + 1;
      store.set(key, { failures, lastFailure: now });
    }
  }

  /**
   * A correct login clears the account's counters and takes back the IP's count of this attempt.
   * The IP's earlier failures are left to decay: otherwise one valid account of the attacker's own
   * would reset the IP's count at will.
   */
  succeeded(username: string, ip: string): void {
    this.accounts.delete(accountKey(username));
    this.pairs.delete(pairKey(username, ip));
    const counter = this.ips.get(ip);
    if (counter && counter.failures > 1) this.ips.set(ip, { ...counter, failures: counter.failures - 1 });
    else if (counter) this.ips.delete(ip);
  }

  private keys(username: string, ip: string) {
    return [
      [this.accounts, accountKey(username)],
      [this.pairs, pairKey(username, ip)],
      [this.ips, ip],
    ] as const;
  }
}

/** Case and surrounding blanks must not give an attacker a fresh counter. */
function accountKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 100);
}

function pairKey(username: string, ip: string): string {
  return `${accountKey(username)}\n${ip}`;
}
