import type { Counter, SharedCounters } from '../../auth/shared-counters';

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

/** Seconds still to wait for a counter past `threshold` failures: 2^(n-threshold+1), capped at `cap` s. */
function remainingSeconds(counter: Counter | undefined, threshold: number, cap = MAX_WAIT_SECONDS): number {
  if (!counter || counter.count < threshold) return 0;
  const delayMs = Math.min(2 ** (counter.count - threshold + 1), cap) * 1000;
  const remaining = counter.lastAt + delayMs - counter.now;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

/** What a login attempt faces now. */
export interface ThrottleStatus {
  /** 0 when an attempt may be made now, else the seconds to wait. */
  waitSeconds: number;
  humanCheck: boolean;
}

/**
 * Login throttling, counted in the database (`SharedCounters`), so every server instance behind a load
 * balancer counts together. Only failed checks count: a sign-in moves the counters once its password
 * (or code) has proven wrong, never while it is in flight, and a success never adds to the IP's count.
 * That is what lets an office behind one NAT address sign in at once: 100 colleagues signing in
 * together, or all day, meet no human check and no wait, however many succeed.
 * Why the keys and numbers are what they are:
 * - per account (username, from anywhere): the human check after 3 failures, and a back-off after 10
 *   (2 s, 4 s ... capped at one minute), which is what slows a guesser spread over many addresses;
 *   IPs the account signed in from in the last 30 days are exempt from that back-off, so an attacker
 *   elsewhere cannot lock the real user out: at home nothing changes, elsewhere they wait a minute at most;
 * - per (account, IP): a back-off after 5 failures (2 s, 4 s ... capped at 15 minutes), so one place
 *   guessing one account is slowed hard without touching anyone else;
 * - per IP (on any accounts): the human check after 20 failures and a back-off after 30 (capped at 15
 *   minutes). An office of a hundred people makes far fewer than 20 typos an hour; a guesser cycling
 *   accounts from one address meets the check after 20 wrong passwords. The counts are of failures
 *   only, so the office's own successes never push it there;
 * - each human check (captcha or slider proof) is single-use; attempts refused during a wait or at the
 *   human check do not count, and counters are forgotten an hour after their last failure, so nothing is
 *   permanent. Unknown usernames are counted like real ones, so the answers tell nothing about which
 *   accounts exist.
 * Trade-off: guesses sent in parallel all pass the status read before any of them has failed, so a
 * burst is counted when its checks fail rather than refused up front; the password hash's cost bounds
 * how many such checks one burst gets.
 * `scope` keeps the counters of different uses apart ('login', 'reset').
 *
 * @example if ((await throttle.status('admin', ip)).waitSeconds > 0) refuse(); if (ok) await throttle.succeeded('admin', ip); else await throttle.failed('admin', ip);
 */
export class LoginThrottle {
  constructor(
    private readonly counters: SharedCounters,
    private readonly scope = 'login',
  ) {}

  /** The wait and whether the human check is due, in one read. */
  async status(username: string, ip: string): Promise<ThrottleStatus> {
    const keys = this.keys(username, ip);
    const counters = await this.counters.getAll([keys.account, keys.pair, keys.ip, keys.known]);
    const account = counters.get(keys.account);
    const ipCounter = counters.get(keys.ip);
    const accountWait = counters.has(keys.known)
      ? 0
      : remainingSeconds(account, ACCOUNT_BACKOFF_AFTER, ACCOUNT_MAX_WAIT_SECONDS);
    return {
      waitSeconds: Math.max(
        accountWait,
        remainingSeconds(counters.get(keys.pair), PAIR_BACKOFF_AFTER),
        remainingSeconds(ipCounter, IP_BACKOFF_AFTER),
      ),
      humanCheck:
        (account?.count ?? 0) >= HUMAN_CHECK_ACCOUNT_FAILURES || (ipCounter?.count ?? 0) >= HUMAN_CHECK_IP_FAILURES,
    };
  }

  /** 0 when an attempt may be made now, else the seconds to wait. */
  async waitSeconds(username: string, ip: string): Promise<number> {
    return (await this.status(username, ip)).waitSeconds;
  }

  async needsHumanCheck(username: string, ip: string): Promise<boolean> {
    return (await this.status(username, ip)).humanCheck;
  }

  /**
   * Counts one failed check (wrong password, unknown or frozen user) against the account, the
   * (account, IP) pair and the IP. Called only after the check failed: attempts still in flight
   * never count, so concurrent sign-ins never trip anyone's threshold.
   */
  async failed(username: string, ip: string): Promise<void> {
    const keys = this.keys(username, ip);
    await this.counters.incrementAll([keys.account, keys.pair, keys.ip], FORGET_AFTER_MS);
  }

  /**
   * A correct login clears the account's counters and remembers the IP as one of the account's. The
   * IP's failures are left to decay: otherwise one valid account of the attacker's own would reset the
   * IP's count at will. A success never adds to the IP's count either.
   */
  async succeeded(username: string, ip: string): Promise<void> {
    const keys = this.keys(username, ip);
    await this.counters.reset(keys.account, keys.pair);
    await this.counters.increment(keys.known, KNOWN_IP_FOR_MS);
  }

  private keys(username: string, ip: string) {
    const account = accountKey(username);
    const pair = `${account}\n${ip}`;
    return {
      account: `${this.scope}:account:${account}`,
      pair: `${this.scope}:pair:${pair}`,
      ip: `${this.scope}:ip:${ip}`,
      /** (account, IP) pairs of recent successful logins. */
      known: `${this.scope}:known:${pair}`,
    };
  }
}

/** Case and surrounding blanks must not give an attacker a fresh counter. */
function accountKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 100);
}
