import { Suspense, useEffect } from 'react';
import { expressionProblem } from '../../core/cron';
import { CronInput } from '../../widgets/cron-builder';
import { lazyPart } from '../../widgets/lazy-part';
import { type AdapterProps, useProp } from '../kit/define-widget';

const EMPTY = '请输入cron表达式';

/** The inline builder (variant="inline") is fetched when such an element first renders. */
const CronBuilder = lazyPart(() => import('../../widgets/cron-builder/CronBuilder'), 'CronBuilder');

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
    return (
      <Suspense fallback={null}>
        <CronBuilder {...common} getPopupContainer={host.popupContainer} />
      </Suspense>
    );
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
