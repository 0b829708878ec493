import { ExpiringStore } from './expiring-store';

/** Failed attempts on one account (from anywhere) after which the human check is demanded. */
export const HUMAN_CHECK_ACCOUNT_FAILURES = 3;
/** Failed attempts from one IP (on any accounts) after which the human check is demanded. */
export const HUMAN_CHECK_IP_FAILURES = 20;
/** Failures of one account from one IP before the back-off starts (then 2 s, 4 s, 8 s ...). */
const PAIR_BACKOFF_AFTER = 5;
/** Failures from one IP, on any accounts, before that IP backs off. */
const IP_BACKOFF_AFTER = 30;
/** Failures of one account from anywhere before it backs off (then 2 s, 4 s ... up to a minute). */
const ACCOUNT_BACKOFF_AFTER = 10;
const ACCOUNT_MAX_WAIT_SECONDS = 60;
const MAX_WAIT_SECONDS = 15 * 60;
/** How long an IP the account signed in from stays exempt from the account's back-off. */
const KNOWN_IP_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** A counter without a new failure for this long starts over. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

interface Counter {
  failures: number;
  lastFailure: number;
}

/** Seconds still to wait for a counter past `threshold` failures: 2^(n-threshold+1), capped at `cap` s. */
function remainingSeconds(
  counter: Counter | undefined,
  threshold: number,
  now: number,
  cap = MAX_WAIT_SECONDS,
): number {
  if (!counter || counter.failures < threshold) return 0;
  const delayMs = Math.min(2 ** (counter.failures - threshold + 1), cap) * 1000;
  const remaining = counter.lastFailure + delayMs - now;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

/**
 * Login throttling, in memory. Why the keys are what they are:
 * - the long back-off is per (account, IP) and per IP (capped at 15 minutes), so one place guessing
 *   is slowed hard without touching anyone else;
 * - the account also backs off after 10 failures from anywhere (per username, across IPs), which is
 *   what slows a guesser spread over many addresses; that wait is capped at one minute, and IPs the
 *   account signed in from in the last 30 days are exempt, so an attacker elsewhere cannot lock the
 *   real user out: at home nothing changes, elsewhere they wait a minute at most;
 * - the human check is per account (3 failures, from anywhere) or per IP (20), and each check
 *   (captcha or slider proof) is single-use;
 * - attempts refused during a wait do not count, and counters are forgotten an hour after their last
 *   failure, so nothing is permanent. Unknown usernames are counted like real ones, so the answers
 *   tell nothing about which accounts exist.
 *
 * @example if (throttle.waitSeconds('admin', ip) > 0) refuse(); throttle.begin('admin', ip); if (ok) throttle.succeeded('admin', ip);
 */
export class LoginThrottle {
  private readonly accounts: ExpiringStore<Counter>;
  private readonly pairs: ExpiringStore<Counter>;
  private readonly ips: ExpiringStore<Counter>;
  /** (account, IP) pairs of recent successful logins. */
  private readonly knownIps: ExpiringStore<true>;

  constructor(private readonly now: () => number = Date.now) {
    this.accounts = new ExpiringStore(FORGET_AFTER_MS, 50_000, now);
    this.pairs = new ExpiringStore(FORGET_AFTER_MS, 50_000, now);
    this.ips = new ExpiringStore(FORGET_AFTER_MS, 50_000, now);
    this.knownIps = new ExpiringStore(KNOWN_IP_FOR_MS, 50_000, now);
  }

  /** 0 when an attempt may be made now, else the seconds to wait. */
  waitSeconds(username: string, ip: string): number {
    const now = this.now();
    const pair = pairKey(username, ip);
    const account = this.knownIps.get(pair)
      ? 0
      : remainingSeconds(this.accounts.get(accountKey(username)), ACCOUNT_BACKOFF_AFTER, now, ACCOUNT_MAX_WAIT_SECONDS);
    return Math.max(
      account,
      remainingSeconds(this.pairs.get(pair), PAIR_BACKOFF_AFTER, now),
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
   * A correct login clears the account's counters, remembers the IP as one of the account's, and
   * takes back the IP's count of this attempt. The IP's earlier failures are left to decay: otherwise
   * one valid account of the attacker's own would reset the IP's count at will.
   */
  succeeded(username: string, ip: string): void {
    this.accounts.delete(accountKey(username));
    this.pairs.delete(pairKey(username, ip));
    this.knownIps.set(pairKey(username, ip), true);
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
