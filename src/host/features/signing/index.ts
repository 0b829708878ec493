export { COMPANY_INFO_LABELS, CompanyInfoModal, type CompanyInfoModalProps } from './CompanyInfoModal';
export { SigningCheck } from './SigningCheck';
export { SigningNoticeModal, type SigningNoticeModalProps } from './SigningNoticeModal';
export {
  COMPANY_INFO_KEYWORD,
  COMPANY_INFO_URL,
  failureText,
  fetchSignStatus,
  normalizeSignStatus,
  SIGN_STATUS_URL,
  type SignStatus,
  type SubmitOutcome,
  submitCompanyInfo,
} from './sign-status';
export { POST_SUBMIT_DELAY_MS, type SigningController, useSigningController } from './use-signing-check';
