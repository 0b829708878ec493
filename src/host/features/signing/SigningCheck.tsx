import { Suspense } from 'react';
import { lazyPart, useOpenedOnce } from '../../../widgets/lazy-part';
import { useSigningController } from './use-signing-check';

// Shown to channel partners who still have to sign: everyone else's layout never fetches the dialogs.
const SigningNoticeModal = lazyPart(() => import('./SigningNoticeModal'), 'SigningNoticeModal');
const CompanyInfoModal = lazyPart(() => import('./CompanyInfoModal'), 'CompanyInfoModal');

/**
 * The channel-partner signing check, mounted once inside the signed-in layout: asks the server on
 * every route change and shows 签署说明 and 渠道企业信息补全 when needed. Renders nothing for other users.
 *
 * @example <BasicLayout>…<SigningCheck /></BasicLayout>
 */
export function SigningCheck() {
  const signing = useSigningController();
  const noticeOpened = useOpenedOnce(signing.noticeVisible);
  const formOpened = useOpenedOnce(signing.formVisible);
  return (
    <>
      {noticeOpened && (
        <Suspense fallback={null}>
          <SigningNoticeModal
            visible={signing.noticeVisible}
            message={signing.status?.message ?? ''}
            needCompanyInfo={signing.status?.needCompanyInfo ?? false}
            onClose={signing.closeNotice}
            onFillIn={signing.openForm}
          />
        </Suspense>
      )}
      {formOpened && (
        <Suspense fallback={null}>
          <CompanyInfoModal
            visible={signing.formVisible}
            submitting={signing.submitting}
            initialValues={signing.status?.companyInfo}
            onCancel={signing.closeForm}
            onSubmit={(form) => void signing.submit(form)}
          />
        </Suspense>
      )}
    </>
  );
}
