import { getAction, isSuccess } from '../../../core/http';
import {
  emailRules,
  type FieldRule,
  passwordRules,
  patternRule,
  userNameRules,
  ValidationMessages,
} from '../../../core/validation';
import type { FormField, Row } from '../../list-page';
import { maxLength } from './form-rules';

/**
 * Whether a username is free (GET /sys/user/checkOnlyUser): the server's refusal message
 * (用户账号已存在), else undefined.
 */
export async function checkUsernameFree(value: unknown): Promise<string | undefined> {
  const username = typeof value === 'string' ? value.trim() : '';
  if (!username) return undefined;
  try {
    const envelope = await getAction('/sys/user/checkOnlyUser', { username });
    return isSuccess(envelope) ? undefined : envelope.message || '用户账号已存在';
  } catch {
    return undefined;
  }
}

const phoneRules: readonly FieldRule[] = [patternRule('mobile')];

/** The add/edit form of a user (JeecgBoot's UserModal). Password fields are on the add form only. */
export const USER_FORM: readonly FormField[] = [
  {
    field: 'username',
    label: '用户账号',
    rules: userNameRules,
    readOnlyOnEdit: true,
    span: 12,
    validator: (value, values: Row) => (values.id ? undefined : checkUsernameFree(value)),
  },
  { field: 'realname', label: '用户姓名', required: true, rules: [maxLength(50)], span: 12 },
  { field: 'password', label: '登录密码', type: 'password', only: 'add', rules: passwordRules, span: 12 },
  {
    field: 'confirmpassword',
    label: '确认密码',
    type: 'password',
    only: 'add',
    span: 12,
    rules: [{ required: true, message: ValidationMessages.passwordStrength }],
    validator: (value, values) => (value === values.password ? undefined : ValidationMessages.passwordMismatch),
  },
  { field: 'workNo', label: '工号', rules: [maxLength(50)], span: 12 },
  { field: 'phone', label: '手机号码', rules: phoneRules, span: 12 },
  { field: 'selectedroles', label: '角色', type: 'role', span: 12 },
  { field: 'selecteddeparts', label: '部门', type: 'depart', span: 12 },
  { field: 'avatar', label: '头像', type: 'image', props: { limit: 1, biz: 'avatar' }, span: 24 },
  { field: 'birthday', label: '生日', type: 'date', span: 12 },
  { field: 'sex', label: '性别', type: 'select', dictCode: 'sex', span: 12 },
  { field: 'email', label: '邮箱', rules: emailRules, span: 12 },
  { field: 'telephone', label: '座机', rules: [maxLength(45)], span: 12 },
];
