import type { AppContext } from '../../context';
import { ExpiringStore } from './expiring-store';
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
 * Short-lived session-area state, kept in memory per running app (so each test server has its own).
 * It is all disposable: a restart only means fetching a new captcha or trying the popup again.
 */
export interface SessionState {
  /** checkKey -> lower-case captcha code (5 min, single use). */
  captchas: ExpiringStore<string>;
  /** sliderId -> issue time (2 min, single use). */
  sliderChallenges: ExpiringStore<number>;
  /** sliderProof -> true (2 min, single use). */
  sliderProofs: ExpiringStore<true>;
  throttle: LoginThrottle;
  /** mobile -> last send time (the 60 s rule). */
  smsByMobile: ExpiringStore<number>;
  /** IP -> codes requested in the last hour (against SMS bombing of many numbers). */
  smsByIp: ExpiringStore<number>;
  /** OAuth2 `state` -> pending authorization (10 min, single use). */
  oauthStates: ExpiringStore<OAuthPending>;
  /** Third-party login ticket -> user (60 s, single use). */
  thirdTickets: ExpiringStore<ThirdTicket>;
}

const states = new WeakMap<AppContext, SessionState>();

/** The state of one app. @example sessionState(ctx).captchas.take(checkKey) */
export function sessionState(ctx: AppContext): SessionState {
  let state = states.get(ctx);
  if (!state) {
    state = {
      captchas: new ExpiringStore(5 * 60_000),
      sliderChallenges: new ExpiringStore(2 * 60_000),
      sliderProofs: new ExpiringStore(2 * 60_000),
      throttle: new LoginThrottle(),
      smsByMobile: new ExpiringStore(60_000),
      smsByIp: new ExpiringStore(60 * 60_000),
      oauthStates: new ExpiringStore(10 * 60_000, 5_000),
      thirdTickets: new ExpiringStore(60_000, 5_000),
    };
    states.set(ctx, state);
  }
  return state;
}
