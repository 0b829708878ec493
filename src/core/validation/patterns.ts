import { ValidationMessages } from './messages';

/**
 * The named patterns of the shared form rules, each with its message. Pure data: the server imports
 * this module to apply the same checks. Regexes are anchored and carry no `g`/`y` flag (stateless `test`).
 *
 * Deliberate fixes of the JeecgBoot originals, same messages:
 * - letters: JeecgBoot's `/^.[A-Za-z]+$/` accepted any first character and rejected one letter.
 * - landline: JeecgBoot's `/^\d{3}-\d{7,8}|\d{4}-\d{7,8}$/` was anchored on one side of the `|` only.
 * - cnEnSpace2to100 and digitsAndLineBreaks: JeecgBoot's classes also let `*` through.
 *
 * @example FormPatterns.qq.pattern.test('10001') // true
 */
export const FormPatterns = {
  /** 11 digits: 1, then 3, 4, 5, 7 or 8 (docs/business-spec.md §5). */
  mobile: { pattern: /^1[34578]\d{9}$/, message: ValidationMessages.mobileInvalid },
  userNameCharacters: { pattern: /^\w+$/, message: ValidationMessages.userNameCharacters },
  /** Dots and `+` are allowed in the local part (JeecgBoot rejected `john.doe@...`). */
  email: {
    pattern: /^[A-Za-z0-9_.+-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/,
    message: ValidationMessages.emailInvalid,
  },
  naturalNumber: { pattern: /^\d+$/, message: ValidationMessages.naturalNumber },
  letters: { pattern: /^[A-Za-z]+$/, message: ValidationMessages.letters },
  /** Area code of 3 or 4 digits, a dash, 7 or 8 digits: `010-12345678`. */
  landline: { pattern: /^\d{3,4}-\d{7,8}$/, message: ValidationMessages.landline },
  bankCard: { pattern: /^[1-9]\d{9,19}$/, message: ValidationMessages.bankCard },
  idNumber: { pattern: /^[A-Za-z0-9]{1,50}$/, message: ValidationMessages.idNumber },
  /** 18 digits (last may be X/x) or the old 15-digit form; month and day ranges are checked too. */
  idCard: {
    pattern:
      /^([1-9]\d{5}(18|19|[23]\d)\d{2}(0[1-9]|1[0-2])([0-2][1-9]|10|20|30|31)\d{3}[0-9Xx]|[1-9]\d{7}(0[1-9]|1[0-2])([0-2][1-9]|10|20|30|31)\d{3})$/,
    message: ValidationMessages.idCard,
  },
  /** 5 to 12 digits; QQ numbers never start with 0. */
  qq: { pattern: /^[1-9]\d{4,11}$/, message: ValidationMessages.qq },
  httpUrl: {
    pattern: /^https?:\/\/[\w-]+(\.[\w-]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
    message: ValidationMessages.httpUrl,
  },
  alphanumeric20: { pattern: /^[A-Za-z0-9]{1,20}$/, message: ValidationMessages.alphanumeric20 },
  /** Latin letters, CJK ideographs and spaces (half- and full-width), 2 to 100 of them. */
  cnEnSpace2to100: { pattern: /^[A-Za-z\u4E00-\u9FA5 \u3000]{2,100}$/, message: ValidationMessages.cnEnSpace2to100 },
  /** `\r` too, so text pasted from Windows passes. */
  digitsAndLineBreaks: { pattern: /^[0-9\r\n]+$/, message: ValidationMessages.digitsAndLineBreaks },
  /** Counted in code points (`u` flag), line breaks included. */
  max255Chars: { pattern: /^[\s\S]{0,255}$/u, message: ValidationMessages.max255Chars },
} as const satisfies Record<string, { pattern: RegExp; message: string }>;

export type FormPatternName = keyof typeof FormPatterns;

/**
 * The editable-table pattern shortcuts of docs/widgets-spec.md §5 (JeecgBoot's online-form codes). `*` is not here:
 * it means "required" and is handled as such by `validateCell`.
 *
 * Differences from JeecgBoot V3: `s` and `s6-18` no longer accept `|` (a bug in its character class),
 * `e` accepts dots in the local part, `money` allows 2 decimals as the spec says (V3 allowed 5) and
 * accepts `0`, which V2/V3 rejected.
 *
 * @example CellPatterns.m.test('19912345678') // true
 */
export const CellPatterns = {
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^[\s\S]{6,16}$/u,
  's6-18': /^[A-Za-z]{6,18}$/,
  url: /^(https?|ftps?):\/\/[\w-]+(\.[\w-]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
  e: FormPatterns.email.pattern,
  m: /^1[3-9]\d{9}$/,
  p: /^\d{6}$/,
  s: /^[A-Za-z]+$/,
  n: /^-?\d+(\.\d+)?$/,
  z: /^-?\d+$/,
  money: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
} as const satisfies Record<string, RegExp>;

export type CellPatternCode = keyof typeof CellPatterns;

/** The pattern code that means "required" in a cell rule. */
export const REQUIRED_PATTERN_CODE = '*';
/** The pattern code that means "unique in the column" in a cell rule. */
export const UNIQUE_PATTERN_CODE = 'only';
