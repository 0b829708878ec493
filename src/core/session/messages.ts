/** User-visible texts of the session folder, verbatim from the spec. */

/** Department switch with no department (docs/business-spec.md §4, §8; the dialog shows it and closes). */
export const NO_DEPART_MESSAGE = '您尚未设置部门信息!';

/** An action that needs a user when nobody is logged in (docs/business-spec.md §5). */
export const NO_LOGIN_USER_MESSAGE = '当前系统无登录用户!';
