import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BizError, ok } from '../../http/envelope';
import { bodyOf } from '../crud';
import { sessionState } from './session-state';

/** The fastest drag a person makes from end to end. */
export const MIN_DRAG_MS = 300;
const MAX_DRAG_MS = 2 * 60_000;
const MAX_POINTS = 1000;

export interface TrackPoint {
  x: number;
  t: number;
}

/**
 * Whether a slider track looks like a drag to the end: starts near the left, x never goes back,
 * time never goes back, ends at >= 95% of the width, takes at least 300 ms.
 *
 * @example plausibleTrack([{x:0,t:0},{x:120,t:200},{x:290,t:450}], 300) // true
 */
export function plausibleTrack(track: unknown, width: unknown): boolean {
  if (typeof width !== 'number' || !Number.isFinite(width) || width < 40 || width > 4000) return false;
  if (!Array.isArray(track) || track.length < 3 || track.length > MAX_POINTS) return false;
  const points: TrackPoint[] = [];
  for (const point of track as unknown[]) {
    const { x, t } = (point ?? {}) as Partial<TrackPoint>;
    if (typeof x !== 'number' || typeof t !== 'number' || !Number.isFinite(x) || !Number.isFinite(t)) return false;
    points.push({ x, t });
  }
  const first = points[0] as TrackPoint;
  const last = points[points.length - 1] as TrackPoint;
  for (let i = 1; i < points.length; i++) {
    const previous = points[i - 1] as TrackPoint;
    const current = points[i] as TrackPoint;
    if (current.x < previous.x || current.t < previous.t) return false;
  }
  const duration = last.t - first.t;
  return (
    first.x >= 0 &&
    first.x <= width * 0.1 &&
    last.x >= width * 0.95 &&
    last.x <= width * 1.05 &&
    duration >= MIN_DRAG_MS &&
    duration <= MAX_DRAG_MS &&
    new Set(points.map((p) => p.x)).size >= 3
  );
}

/** Checks and spends a slider proof (login's human check). */
export async function consumeSliderProof(ctx: AppContext, proof: string): Promise<boolean> {
  return (await sessionState(ctx).sliderProofs.take(proof)) === true;
}

/**
 * The slider human check (the spec's "drag to the end" widget). JeecgBoot has no server side for it
 * (its slider is checked in the browser only), so these two calls are ours:
 * - GET  /sys/slider/challenge -> `{ sliderId }` (valid 2 min, single use);
 * - POST /sys/slider/verify `{ sliderId, track: [{x, t}], width }` -> `{ sliderProof }` when the
 *   drag is plausible (see `plausibleTrack`) and at least 300 ms passed since the challenge.
 * The proof (valid 2 min, single use) goes to /sys/login as `sliderProof`, in place of a captcha.
 * Like any slider it only slows scripts down; the login throttle is the real limit.
 */
export function sliderRoutes(api: FastifyInstance, ctx: AppContext): void {
  const state = sessionState(ctx);

  api.get('/sys/slider/challenge', { config: { access: 'public' } }, async () => {
    const sliderId = randomBytes(18).toString('base64url');
    await state.sliderChallenges.put(sliderId, true);
    return ok({ sliderId });
  });

  api.post('/sys/slider/verify', { config: { access: 'public' } }, async (request) => {
    const body = bodyOf(request);
    const sliderId = typeof body.sliderId === 'string' ? body.sliderId : '';
    const challenge = sliderId ? await state.sliderChallenges.takeWithAge(sliderId) : undefined;
    if (!challenge) throw new BizError('验证已过期，请重试');
    if (challenge.ageMs < MIN_DRAG_MS || !plausibleTrack(body.track, body.width)) {
      throw new BizError('验证失败，请重试');
    }
    const sliderProof = randomBytes(18).toString('base64url');
    await state.sliderProofs.put(sliderProof, true);
    return ok({ sliderProof }, '验证通过');
  });
}
