import type { AppContext } from '../../context';
import { BizError } from '../../http/envelope';
import { consumeCaptcha } from './captcha';
import { consumeSliderProof } from './slider';

export const HUMAN_CHECK_MISSING = '请完成人机校验';
export const HUMAN_CHECK_WRONG = '验证码错误';

export interface HumanCheckAnswer {
  captcha?: unknown;
  checkKey?: unknown;
  sliderProof?: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * Demands a passed human check: a slider proof, or the captcha fetched with `checkKey`. Whatever
 * was presented is spent, right or wrong (single use). Refusals are code 412.
 *
 * @example await requireHumanCheck(ctx, { captcha: 'k7pd', checkKey: '1718000000000' });
 */
export async function requireHumanCheck(ctx: AppContext, answer: HumanCheckAnswer): Promise<void> {
  const proof = text(answer.sliderProof);
  const checkKey = text(answer.checkKey);
  const captcha = text(answer.captcha);
  if (proof) {
    if (!(await consumeSliderProof(ctx, proof))) throw new BizError(HUMAN_CHECK_WRONG, 412);
    return;
  }
  if (!checkKey) throw new BizError(HUMAN_CHECK_MISSING, 412);
  const passed = await consumeCaptcha(ctx, checkKey, captcha);
  if (!captcha) throw new BizError(HUMAN_CHECK_MISSING, 412);
  if (!passed) throw new BizError(HUMAN_CHECK_WRONG, 412);
}
