import { useEffect } from 'react';
import { expressionProblem } from '../../core/cron';
import { CronBuilder, CronInput } from '../../widgets/cron-builder';
import { type AdapterProps, useProp } from '../kit/define-widget';

const EMPTY = '请输入cron表达式';

function check(value: string): { valid: boolean; message: string | null } {
  if (value.trim() === '') return { valid: false, message: EMPTY };
  const problem = expressionProblem(value);
  return { valid: problem === null, message: problem?.message ?? null };
}

/** `<cron-builder>` over the host's CronInput / CronBuilder. */
export function CronBuilderElement({ host, attrs }: AdapterProps) {
  const value = useProp<string>(host, 'value') ?? '';
  const change = (next: string) => {
    host.store.set('value', next);
    host.emit('wk-change', { value: next, ...check(next) });
  };
  useEffect(() => {
    host.registerApi({
      validate: () => check(String(host.store.get('value') ?? '')),
      reset: () => host.store.set('value', host.element.getAttribute('value') ?? ''),
      // Empty is the form's business (`required`); a non-empty invalid expression blocks the submit.
      'form:problem': () => {
        const { message } = check(String(host.store.get('value') ?? ''));
        return message === EMPTY ? null : message;
      },
    });
  }, [host]);

  const common = {
    value,
    onChange: change,
    disabled: Boolean(attrs.disabled),
    hideSecond: Boolean(attrs.hideSecond),
    timeZone: (attrs.timeZone as string) || undefined,
  };
  if (attrs.variant === 'inline') {
    return <CronBuilder {...common} getPopupContainer={host.popupContainer} />;
  }
  return (
    <CronInput
      {...common}
      placeholder={(attrs.placeholder as string) || undefined}
      getPopupContainer={host.popupContainer}
      style={{ width: '100%' }}
    />
  );
}
