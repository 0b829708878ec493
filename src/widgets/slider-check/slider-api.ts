import { ApiError, getAction, postAction, unwrap } from '../../core/http';

/** One recorded point of a drag: x in px from the left, t in ms since the drag began. */
export interface TrackPoint {
  x: number;
  t: number;
}

/** The two server calls of the check; hosts and tests may pass their own. */
export interface SliderServices {
  /** A fresh single-use challenge id (GET /sys/slider/challenge). */
  challenge: () => Promise<string>;
  /** The drag for the challenge; resolves with the proof /sys/login accepts (POST /sys/slider/verify). */
  verify: (sliderId: string, track: TrackPoint[], width: number) => Promise<string>;
}

/** The challenge is optional (a server without it answers 404): no toast, no relogin. */
const OPTIONAL_CALL = { silent: true, skipAuthFlow: true } as const;

/**
 * The reference server's slider contract (server/src/routes/session/slider.ts).
 *
 * @example const proof = await defaultSliderServices.verify(await defaultSliderServices.challenge(), track, 268);
 */
export const defaultSliderServices: SliderServices = {
  async challenge() {
    const result = unwrap(await getAction<{ sliderId?: string }>('/sys/slider/challenge', undefined, OPTIONAL_CALL));
    if (!result?.sliderId) throw new ApiError('验证加载失败');
    return result.sliderId;
  },
  async verify(sliderId, track, width) {
    const result = unwrap(
      await postAction<{ sliderProof?: string }>('/sys/slider/verify', { sliderId, track, width }, { silent: true }),
    );
    if (!result?.sliderProof) throw new ApiError('验证失败，请重试');
    return result.sliderProof;
  },
};
