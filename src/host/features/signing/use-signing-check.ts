import { Message } from '@arco-design/web-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { needsSigningCheck } from '../../../core/session';
import { type CompanyInfoField, type CompanyInfoForm, validateCompanyInfo } from '../../../core/validation';
import { useSession } from '../../app/use-stores';
import { fetchSignStatus, type SignStatus, submitCompanyInfo } from './sign-status';

/** Wait after a successful submission before the status is asked again (docs/business-spec.md §4, §9). */
export const POST_SUBMIT_DELAY_MS = 4000;

type View = 'none' | 'notice' | 'form';

export interface SigningController {
  status: SignStatus | null;
  noticeVisible: boolean;
  formVisible: boolean;
  submitting: boolean;
  closeNotice(): void;
  /** 去补充: from the 签署说明 modal to the company form. */
  openForm(): void;
  closeForm(): void;
  /** Checks the form, submits it, waits 4 s, rechecks, shows the success text and closes. */
  submit(form: CompanyInfoForm): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The signing check of channel partners (docs/business-spec.md §2, §4): on every route change an authority-6
 * user's signing status is asked; when signing is needed the 签署说明 modal opens, and 去补充 leads to
 * the company form. Other users never call the server.
 *
 * @example const signing = useSigningController(); <SigningNoticeModal {...signing} />
 */
export function useSigningController(delayMs: number = POST_SUBMIT_DELAY_MS): SigningController {
  const { pathname } = useLocation();
  const enabled = useSession((state) => needsSigningCheck(state.userInfo?.authority));
  const [status, setStatus] = useState<SignStatus | null>(null);
  const [view, setView] = useState<View>('none');
  const [submitting, setSubmitting] = useState(false);
  const viewRef = useRef<View>('none');
  viewRef.current = view;
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs again on every route change
  useEffect(() => {
    // The form stays as it is while the partner fills it in or it is being submitted.
    if (!enabled || viewRef.current === 'form') return;
    let live = true;
    fetchSignStatus().then((next) => {
      if (!live || viewRef.current === 'form') return;
      setStatus(next);
      setView(next.needSign ? 'notice' : 'none');
    });
    return () => {
      live = false;
    };
  }, [enabled, pathname]);

  const submit = useCallback(
    async (form: CompanyInfoForm) => {
      const problem = validateCompanyInfo(form);
      if (problem) {
        Message.warning(problem);
        return;
      }
      const values = {} as Record<CompanyInfoField, string>;
      for (const [field, value] of Object.entries(form)) values[field as CompanyInfoField] = String(value ?? '').trim();
      setSubmitting(true);
      const outcome = await submitCompanyInfo(values);
      if (!outcome.ok) {
        if (mounted.current) setSubmitting(false);
        Message.warning(outcome.message);
        return;
      }
      await wait(delayMs);
      const next = await fetchSignStatus();
      if (!mounted.current) return;
      setStatus(next);
      setSubmitting(false);
      Message.success(outcome.message);
      setView('none');
    },
    [delayMs],
  );

  return {
    status,
    noticeVisible: view === 'notice',
    formVisible: view === 'form',
    submitting,
    closeNotice: () => setView('none'),
    openForm: () => setView('form'),
    closeForm: () => {
      if (!submitting) setView('none');
    },
    submit,
  };
}
