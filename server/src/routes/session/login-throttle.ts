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
 * balancer counts together. Why the keys are what they are:
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
 * `scope` keeps the counters of different uses apart ('login', 'reset').
 *
 * @example if ((await throttle.status('admin', ip)).waitSeconds > 0) refuse(); await throttle.begin('admin', ip); if (ok) await throttle.succeeded('admin', ip);
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
   * Counts an attempt as failed before the password is checked, so parallel guesses cannot slip
   * in between the check and the count; `succeeded` takes it back.
   */
  async begin(username: string, ip: string): Promise<void> {
    const keys = this.keys(username, ip);
    await this.counters.incrementAll([keys.account, keys.pair, keys.ip], FORGET_AFTER_MS);
  }

  /**
   * A correct login clears the account's counters, remembers the IP as one of the account's, and
   * takes back the IP's count of this attempt. The IP's earlier failures are left to decay: otherwise
   * one valid account of the attacker's own would reset the IP's count at will.
   */
  async succeeded(username: string, ip: string): Promise<void> {
    const keys = this.keys(username, ip);
    await this.counters.reset(keys.account, keys.pair);
    await this.counters.increment(keys.known, KNOWN_IP_FOR_MS);
    await this.counters.decrement(keys.ip);
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
