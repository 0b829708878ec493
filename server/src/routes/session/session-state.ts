import { OneTimeValues } from '../../auth/one-time-values';
import { SharedCounters } from '../../auth/shared-counters';
import type { AppContext } from '../../context';
import { LoginThrottle } from './login-throttle';

/** A pending OAuth2 authorization: what the callback needs to finish it. */
export interface OAuthPending {
  codeVerifier: string;
  nonce: string;
}

/** A one-time ticket a third-party login popup hands to the window that opened it. */
export interface ThirdTicket {
  userId: string;
  thirdType: string;
}

/**
 * The session area's short-lived state. It lives in the database (migration 193), not in this process:
 * behind a load balancer the captcha fetched through one instance is answered through another, and a
 * guesser spreading attempts over the instances meets the same counters. The objects here only hold the
 * database handle (and when each last swept expired rows).
 */
export interface SessionState {
  /** The counters of every throttle (login, password reset, SMS sending). */
  counters: SharedCounters;
  /** checkKey -> lower-case captcha code (5 min, single use). */
  captchas: OneTimeValues<string>;
  /** sliderId -> true, its age being the time since it was issued (2 min, single use). */
  sliderChallenges: OneTimeValues<true>;
  /** sliderProof -> true (2 min, single use). */
  sliderProofs: OneTimeValues<true>;
  /** The password login's throttle. */
  throttle: LoginThrottle;
  /** Reset attempts have their own counters, so failed codes never force a human check on the user's login. */
  resetThrottle: LoginThrottle;
  /** OAuth2 `state` -> pending authorization (10 min, single use). */
  oauthStates: OneTimeValues<OAuthPending>;
  /** Third-party login ticket -> user (60 s, single use). */
  thirdTickets: OneTimeValues<ThirdTicket>;
}

const states = new WeakMap<AppContext, SessionState>();

/** The state of one app. @example await sessionState(ctx).captchas.take(checkKey) */
export function sessionState(ctx: AppContext): SessionState {
  let state = states.get(ctx);
  if (!state) {
    const { db } = ctx;
    const counters = new SharedCounters(db);
    state = {
      counters,
      captchas: new OneTimeValues(db, 'captcha', 5 * 60_000),
      sliderChallenges: new OneTimeValues(db, 'slider-challenge', 2 * 60_000),
      sliderProofs: new OneTimeValues(db, 'slider-proof', 2 * 60_000),
      throttle: new LoginThrottle(counters, 'login'),
      resetThrottle: new LoginThrottle(counters, 'reset'),
      oauthStates: new OneTimeValues(db, 'oauth-state', 10 * 60_000),
      thirdTickets: new OneTimeValues(db, 'third-ticket', 60_000),
    };
    states.set(ctx, state);
  }
  return state;
}
