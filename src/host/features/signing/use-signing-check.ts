import { Message } from '@arco-design/web-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { needsSigningCheck } from '../../../core/session';
import { type CompanyInfoField, type CompanyInfoForm, validateCompanyInfo } from '../../../core/validation';
import { useSession } from '../../app/use-stores';
import { fetchSignStatus, SIGN_STATUS_URL, type SignStatus, submitCompanyInfo } from './sign-status';

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
  submit(form: CompanyInfoForm): void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A company-info submission the server refused: its text is the warning to show. */
class SubmissionRefused extends Error {}

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

  // One check per route (a page visited again is asked again: its answer is dropped on leaving it). The
  // form stays as it is while the partner fills it in or it is being submitted: no check then.
  const check = useQuery({
    queryKey: [SIGN_STATUS_URL, pathname],
    queryFn: () => fetchSignStatus(),
    enabled: enabled && view !== 'form',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each new answer only
  useEffect(() => {
    const next = check.data;
    if (!next || view === 'form') return;
    setStatus(next);
    setView(next.needSign ? 'notice' : 'none');
  }, [check.dataUpdatedAt]);

  // Accepted: 4 s later the status is asked again; the success text shows and the dialogs close.
  const submission = useMutation({
    mutationFn: async (values: Record<CompanyInfoField, string>) => {
      const outcome = await submitCompanyInfo(values);
      if (!outcome.ok) throw new SubmissionRefused(outcome.message);
      await wait(delayMs);
      return { message: outcome.message, status: await fetchSignStatus() };
    },
  });

  const submit = (form: CompanyInfoForm) => {
    const problem = validateCompanyInfo(form);
    if (problem) {
      Message.warning(problem);
      return;
    }
    const values = {} as Record<CompanyInfoField, string>;
    for (const [field, value] of Object.entries(form)) values[field as CompanyInfoField] = String(value ?? '').trim();
    submission.mutate(values, {
      onSuccess: ({ message, status: next }) => {
        setStatus(next);
        Message.success(message);
        setView('none');
      },
      onError: (error) => Message.warning(error.message),
    });
  };
  const submitting = submission.isPending;

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
