import { Alert } from '@arco-design/web-react';
import { type CSSProperties, useMemo } from 'react';
import { formatFireTime, PREVIEW_COUNT, PREVIEW_DEBOUNCE_MS, previewCron } from '../../core/cron';
import { useDebouncedValue } from './use-cron-builder';

export interface CronPreviewProps {
  expression: string;
  /** IANA zone the job runs in (default: the browser's). */
  timeZone?: string;
}

const boxStyle: CSSProperties = {
  marginTop: 12,
  padding: '10px 12px',
  borderRadius: 'var(--border-radius-medium, 4px)',
  background: 'var(--color-fill-1)',
  border: '1px solid var(--color-border-1)',
};

const listStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '4px 16px',
  margin: '6px 0 0',
  padding: 0,
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
};

/**
 * The description and next 10 run times of an expression, recomputed 500 ms after the last change (year and `W`
 * honoured, in the job's zone); the parse error instead when the expression is invalid.
 */
export function CronPreview(props: CronPreviewProps) {
  const expression = useDebouncedValue(props.expression, PREVIEW_DEBOUNCE_MS);
  const { timeZone } = props;
  const preview = useMemo(() => previewCron(expression, { timeZone }), [expression, timeZone]);
  const zoneName = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  if (!preview.ok) {
    return <Alert type="error" showIcon title="cron表达式有误" content={preview.error} style={{ marginTop: 12 }} />;
  }
  return (
    <section style={boxStyle} aria-label="执行时间预览">
      <div style={{ color: 'var(--color-text-1)' }}>
        <span style={{ color: 'var(--color-text-3)' }}>执行规则：</span>
        <span>{preview.description}</span>
      </div>
      <div style={{ marginTop: 8, color: 'var(--color-text-3)', fontSize: 12 }}>
        近{PREVIEW_COUNT}次执行时间（{zoneName}）
      </div>
      {preview.times.length === 0 ? (
        <div style={{ marginTop: 6, color: 'rgb(var(--warning-6))' }}>今后不会再执行（请检查年份等设置）</div>
      ) : (
        <ol style={listStyle}>
          {preview.times.map((time, index) => {
            const { text, weekday } = formatFireTime(time, timeZone);
            return (
              <li key={time.getTime()} style={{ color: 'var(--color-text-2)', whiteSpace: 'nowrap' }}>
                <span style={{ display: 'inline-block', width: 22, color: 'var(--color-text-4)' }}>{index + 1}.</span>
                <span>{text}</span>
                <span style={{ marginLeft: 6, color: 'var(--color-text-3)' }}>{weekday}</span>
              </li>
            );
          })}
        </ol>
      )}
      {preview.times.length > 0 && preview.times.length < PREVIEW_COUNT && (
        <div style={{ marginTop: 6, color: 'var(--color-text-3)', fontSize: 12 }}>此后不再执行</div>
      )}
    </section>
  );
}
