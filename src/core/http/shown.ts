/**
 * What the request layer already put in front of the user: the error catalogue marks the error it
 * rejects with (or the refused envelope and response it resolves with) at the moment it shows it, so
 * nothing above it has to guess from codes. Kept aside in a WeakSet: the objects stay as they were.
 */
const shown = new WeakSet<object>();

/**
 * Records that `failure` (an error, an envelope, a response) was shown to the user; returns it.
 *
 * @example throw markShown(new ApiError('页面过期请刷新页面'));
 */
export function markShown<T>(failure: T): T {
  if (typeof failure === 'object' && failure !== null) shown.add(failure);
  return failure;
}

/**
 * True when the user was already told about this failure (the catalogue's message, notification,
 * relogin dialog or 401 logout); a business refusal it did not show, a silent call's failure and
 * anything thrown elsewhere are false.
 *
 * @example if (!wasShown(error)) Message.warning(error.message);
 */
export function wasShown(failure: unknown): boolean {
  return typeof failure === 'object' && failure !== null && shown.has(failure);
}
