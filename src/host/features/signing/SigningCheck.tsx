import { CompanyInfoModal } from './CompanyInfoModal';
import { SigningNoticeModal } from './SigningNoticeModal';
import { useSigningController } from './use-signing-check';

/**
 * The channel-partner signing check, mounted once inside the signed-in layout: asks the server on
 * every route change and shows 签署说明 and 渠道企业信息补全 when needed. Renders nothing for other users.
 *
 * @example <BasicLayout>…<SigningCheck /></BasicLayout>
 */
export function SigningCheck() {
  const signing = useSigningController();
  return (
    <>
      <SigningNoticeModal
        visible={signing.noticeVisible}
        message={signing.status?.message ?? ''}
        needCompanyInfo={signing.status?.needCompanyInfo ?? false}
        onClose={signing.closeNotice}
        onFillIn={signing.openForm}
      />
      <CompanyInfoModal
        visible={signing.formVisible}
        submitting={signing.submitting}
        initialValues={signing.status?.companyInfo}
        onCancel={signing.closeForm}
        onSubmit={(form) => void signing.submit(form)}
      />
    </>
  );
}
