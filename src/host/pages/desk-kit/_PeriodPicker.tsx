import { Radio } from '@arco-design/web-react';
import { PERIOD_OPTIONS, type PeriodDays } from './period';

/** 近7天 / 近30天 / 近90天 buttons. */
export function PeriodPicker({ value, onChange }: { value: PeriodDays; onChange: (days: PeriodDays) => void }) {
  return (
    <Radio.Group type="button" value={value} onChange={(days: PeriodDays) => onChange(days)} aria-label="统计周期">
      {PERIOD_OPTIONS.map((period) => (
        <Radio key={period.value} value={period.value}>
          {period.label}
        </Radio>
      ))}
    </Radio.Group>
  );
}
