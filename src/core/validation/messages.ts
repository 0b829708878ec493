/**
 * User-visible validation texts, copied verbatim from the spec (docs/business-spec.md §5, docs/widgets-spec.md §5).
 * Punctuation is part of the text: some end in a half-width `!`, the confirmation one in a full-width `！`.
 *
 * @example ValidationMessages.mobileRequired // '请输入手机号'
 */
export const ValidationMessages = {
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入正确手机号',
  userNameRequired: '请输入用户名',
  userNameCharacters: '只允许字母、数字、下划线',
  /** Says 6 while the rule allows 4 (see `userNameRules`). */
  userNameLength: '长度6到18个字符',
  emailInvalid: '邮箱格式不正确',
  naturalNumber: '请输入自然数',
  letters: '请输入英文字符',
  landline: '请输入正确的座机号',
  bankCard: '请输入正确的银行卡号码',
  idNumber: '请输入正确的证件号码',
  idCard: '请输入正确的身份证号码',
  qq: '请输入正确的QQ号码',
  httpUrl: '请输入以http和https开头的网址',
  alphanumeric20: '请输入20位以内的英文字符和数字',
  cnEnSpace2to100: '请输入2到100位的中英文字符和空格',
  digitsAndLineBreaks: '请输入数字和换行符',
  max255Chars: '请输入255位以内的字符',
  passwordStrength: '密码8位由数字、大小写字母组成!',
  passwordMismatch: '两次输入的密码不一样！',
  noLoginUser: '当前系统无登录用户!',
  companyInfoIncomplete: '企业信息要补充完整!',
  legalPersonMobile: '请正确填写法人手机号!',
} as const;

/** `最小长度N位字符` */
export const minLengthMessage = (n: number): string => `最小长度${n}位字符`;
/** `最大长度N位字符` */
export const maxLengthMessage = (n: number): string => `最大长度${n}位字符`;
/** `最少选择N项` */
export const minCheckedMessage = (n: number): string => `最少选择${n}项`;
/** `最多选择N项` */
export const maxCheckedMessage = (n: number): string => `最多选择${n}项`;
