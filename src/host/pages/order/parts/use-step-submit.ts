import { Message } from '@arco-design/web-react';
import { useMutation } from '@tanstack/react-query';
import { showFailure } from '../../../app/show-failure';
import { postStep, validValues } from '../order-api';

type Body = Record<string, unknown>;

export interface StepSubmit {
  /** True while the step is being posted (the dialog's confirmLoading). */
  saving: boolean;
  /** Checks the form, then posts `bodyOf(values)` to `url`; resolves when the server has answered. */
  submit: (url: string, bodyOf: (values: Body) => Body) => Promise<void>;
}

/**
 * The OK button of an order or instalment step dialog: once the form's rules pass, posts the step and
 * shows the server's success text, then `onDone` (reload) and `onClose`. A refusal is shown and the
 * dialog stays open with the user's input.
 *
 * @example const { saving, submit } = useStepSubmit(form, { onDone, onClose }); submit(STEP_URL.close, (values) => ({ id, ...values }));
 */
export function useStepSubmit(
  form: { validate: () => Promise<unknown> },
  { onDone, onClose }: { onDone: () => void; onClose: () => void },
): StepSubmit {
  const step = useMutation({
    mutationFn: ({ url, body }: { url: string; body: Body }) => postStep(url, body),
    onSuccess: (message) => {
      Message.success(message);
      onDone();
      onClose();
    },
    onError: (error) => showFailure(error),
  });
  const submit = async (url: string, bodyOf: (values: Body) => Body) => {
    const values = await validValues<Body>(form);
    if (!values) return;
    await step.mutateAsync({ url, body: bodyOf(values) }).catch(() => undefined);
  };
  return { saving: step.isPending, submit };
}
