import { Card, Radio, Space, Typography } from '@arco-design/web-react';
import { PERIOD_OPTIONS, type PeriodDays } from '../data/period';

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

/** The period card above an analysis: the buttons and, once loaded, the dates covered. */
export function PeriodBar({
  value,
  onChange,
  range,
}: {
  value: PeriodDays;
  onChange: (days: PeriodDays) => void;
  range?: { begin: string; end: string };
}) {
  return (
    <Card bordered={false}>
      <Space>
        <PeriodPicker value={value} onChange={onChange} />
        {range ? (
          <Typography.Text type="secondary">
            {range.begin} 至 {range.end}
          </Typography.Text>
        ) : null}
      </Space>
    </Card>
  );
}
