import { getNotifier } from '../../core/http';

/**
 * Tells the user a picker look-up failed: the server's message, else 查询失败.
 *
 * @example services.departChildren(undefined).then(show, warnOf);
 */
export function warnOf(error: unknown): void {
  getNotifier().warn(error instanceof Error && error.message ? error.message : '查询失败');
}
