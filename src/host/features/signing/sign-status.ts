import { type ApiEnvelope, isSuccess, postAction } from '../../../core/http';
import type { CompanyInfoField } from '../../../core/validation';

export const SIGN_STATUS_URL = '/sys/channel/getChannelSignStatus';
export const COMPANY_INFO_URL = '/sys/channel/addChannelCompanyMessage';

/** The words of a status text that send the partner to the company-info form (docs/business-spec.md §2). */
export const COMPANY_INFO_KEYWORD = '企业信息';

/** What the 签署说明 modal needs from `getChannelSignStatus`. */
export interface SignStatus {
  /** Show the 签署说明 modal. */
  needSign: boolean;
  /** Offer 去补充 (the company-info form). */
  needCompanyInfo: boolean;
  /** The status text of the modal. */
  message: string;
  /** Company fields submitted before (masked ones left out), to prefill the form. */
  companyInfo: Partial<Record<CompanyInfoField, string>>;
}

const NOT_NEEDED: SignStatus = Object.freeze({ needSign: false, needCompanyInfo: false, message: '', companyInfo: {} });

/** Masked values (ID card, mobile) are not worth prefilling: the partner types them again. */
const PREFILLED: CompanyInfoField[] = ['companyName', 'creditCode', 'address', 'qyEmail', 'frName'];

function prefill(raw: unknown): SignStatus['companyInfo'] {
  if (typeof raw !== 'object' || raw === null) return {};
  const info = raw as Record<string, unknown>;
  const values: SignStatus['companyInfo'] = {};
  for (const field of PREFILLED) {
    const value = info[field];
    if (typeof value === 'string' && value !== '') values[field] = value;
  }
  return values;
}

/**
 * Reads both answers of `getChannelSignStatus`: our server's object (`needSign`, `needCompanyInfo`,
 * `message`) and a bare status text, where any text means "signing needed" and a text naming
 * 企业信息 offers 去补充.
 *
 * @example normalizeSignStatus('您的渠道企业信息尚未补充完整').needCompanyInfo // true
 */
export function normalizeSignStatus(result: unknown): SignStatus {
  if (typeof result === 'string') {
    const message = result.trim();
    if (!message) return NOT_NEEDED;
    return { needSign: true, needCompanyInfo: message.includes(COMPANY_INFO_KEYWORD), message, companyInfo: {} };
  }
  if (typeof result !== 'object' || result === null) return NOT_NEEDED;
  const body = result as Record<string, unknown>;
  const message = typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : '';
  const needSign = typeof body.needSign === 'boolean' ? body.needSign : message !== '';
  if (!needSign) return NOT_NEEDED;
  const needCompanyInfo =
    typeof body.needCompanyInfo === 'boolean' ? body.needCompanyInfo : message.includes(COMPANY_INFO_KEYWORD);
  return { needSign, needCompanyInfo, message, companyInfo: prefill(body.companyInfo) };
}

/**
 * The caller's signing state; a failed call reads as "nothing to sign" (the check runs again on the
 * next route change).
 *
 * @example if ((await fetchSignStatus()).needSign) showModal();
 */
export async function fetchSignStatus(): Promise<SignStatus> {
  try {
    const envelope = await postAction<unknown>(SIGN_STATUS_URL, {}, { silent: true });
    return isSuccess(envelope) ? normalizeSignStatus(envelope.result) : NOT_NEEDED;
  } catch {
    return NOT_NEEDED;
  }
}

/** The outcome of a company-info submission: the text to show either way. */
export interface SubmitOutcome {
  ok: boolean;
  message: string;
}

/** The failure text of the spec: the server's `result` text, else its message. */
export function failureText(envelope: Partial<ApiEnvelope> | undefined, fallback = '提交失败'): string {
  const result = envelope?.result;
  if (typeof result === 'string' && result.trim()) return result;
  return envelope?.message || fallback;
}

/**
 * Sends the seven company fields (`addChannelCompanyMessage`).
 *
 * @example const { ok, message } = await submitCompanyInfo(form);
 */
export async function submitCompanyInfo(form: Record<CompanyInfoField, string>): Promise<SubmitOutcome> {
  try {
    const envelope = await postAction<unknown>(COMPANY_INFO_URL, form, { silent: true });
    if (isSuccess(envelope)) return { ok: true, message: envelope.message || '企业信息提交成功' };
    return { ok: false, message: failureText(envelope) };
  } catch (error) {
    const envelope = (error as { envelope?: ApiEnvelope }).envelope;
    return { ok: false, message: failureText(envelope, error instanceof Error ? error.message : '提交失败') };
  }
}
