import axios from 'axios';
import { ApiError, getNotifier, mentionsInvalidToken } from '../http';

/** Fallback when a failure carries no message (spec wording for unknown failures). */
const UNKNOWN_ERROR = '未知错误';

/**
 * The message a failed dictionary call should show: the server's, else the error's.
 *
 * @example failureMessage(new ApiError('字典不存在')) // '字典不存在'
 */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}

// The request layer already answered these with the relogin dialog or the 401 logout: a second
// warning on top would only add noise.
function sessionEnded(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401 || Number(error.code) === 401) return true;
  return mentionsInvalidToken(error.envelope?.message ?? error.message);
}

/**
 * Shows a dictionary load failure as a warning with the server's message (docs/business-spec.md §8) and returns
 * that message. Cancelled requests and session-ending failures show nothing.
 *
 * @example try { ... } catch (e) { reportDictFailure(e); throw e; }
 */
export function reportDictFailure(error: unknown): string {
  const message = failureMessage(error);
  if (!axios.isCancel(error) && !sessionEnded(error)) getNotifier().warn(message);
  return message;
}
