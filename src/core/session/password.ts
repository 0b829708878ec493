import { putAction, unwrap } from '../http';
import { requireUser } from './require-user';

/** The change-password form (旧密码, 新密码, 确认新密码); its format rules live in core/validation. */
export interface PasswordChangeValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/** Body of PUT /sys/user/updatePassword. */
export interface PasswordChangePayload extends PasswordChangeValues {
  username: string;
}

/**
 * The update-password body, in the wire's field names.
 *
 * @example buildPasswordChangePayload('admin', { oldpassword: 'a', password: 'b', confirmpassword: 'b' })
 */
export function buildPasswordChangePayload(username: string, values: PasswordChangeValues): PasswordChangePayload {
  return {
    username,
    oldpassword: values.oldpassword,
    password: values.password,
    confirmpassword: values.confirmpassword,
  };
}

/**
 * Changes the logged-in user's password (PUT /sys/user/updatePassword) and resolves with the
 * server's message. With nobody logged in it warns 当前系统无登录用户! and rejects without a request;
 * a refusal rejects with the server's message.
 *
 * @example const text = await changePassword({ oldpassword, password, confirmpassword });
 */
export async function changePassword(values: PasswordChangeValues): Promise<string> {
  const { username } = requireUser();
  const envelope = await putAction<unknown>('/sys/user/updatePassword', buildPasswordChangePayload(username, values));
  unwrap(envelope);
  return envelope.message ?? '';
}
