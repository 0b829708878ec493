import { ValidationMessages } from './messages';

/** The seven required fields of the company-info form (docs/business-spec.md §5). */
export const COMPANY_INFO_FIELDS = [
  'companyName',
  'creditCode',
  'address',
  'qyEmail',
  'frName',
  'idCard',
  'mobile',
] as const;

export type CompanyInfoField = (typeof COMPANY_INFO_FIELDS)[number];
export type CompanyInfoForm = Partial<Record<CompanyInfoField, string | number | null>>;

/** Length the legal person's mobile must have (docs/business-spec.md §9: "Mobile 11 characters"). */
export const LEGAL_PERSON_MOBILE_LENGTH = 11;

/**
 * Returns the first message for an incomplete company-info form, or undefined. Values are trimmed first,
 * so blanks count as missing and surrounding spaces do not count towards the 11 mobile characters.
 *
 * @example validateCompanyInfo({ ...complete, mobile: '1380013800' }) // '请正确填写法人手机号!'
 */
export function validateCompanyInfo(form: CompanyInfoForm): string | undefined {
  const text = (field: CompanyInfoField): string => String(form[field] ?? '').trim();
  if (COMPANY_INFO_FIELDS.some((field) => text(field) === '')) return ValidationMessages.companyInfoIncomplete;
  // The spec asks for exactly 11 characters, not for a mobile format: mainland numbers are all this long.
  if ([...text('mobile')].length !== LEGAL_PERSON_MOBILE_LENGTH) return ValidationMessages.legalPersonMobile;
  return undefined;
}
