import { Card, Grid, Statistic } from '@arco-design/web-react';

export interface SummaryFigure {
  title: string;
  value: number | string | undefined;
  /** Shown before the value (e.g. ¥). */
  prefix?: string;
  /** Shown after the value (e.g. %). */
  suffix?: string;
  precision?: number;
}

/**
 * A row of headline figures above a statistics list.
 *
 * @example <SummaryCards figures={[{ title: '审核总数', value: 12 }]} />
 */
export function SummaryCards({ figures }: { figures: readonly SummaryFigure[] }) {
  return (
    <Grid.Row gutter={12} style={{ marginBottom: 12 }}>
      {figures.map((figure) => (
        <Grid.Col key={figure.title} xs={12} sm={8} md={6} lg={Math.max(3, Math.floor(24 / figures.length))}>
          <Card bordered>
            <Statistic
              title={figure.title}
              value={Number(figure.value ?? 0)}
              prefix={figure.prefix}
              suffix={figure.suffix}
              precision={figure.precision}
              groupSeparator
            />
          </Card>
        </Grid.Col>
      ))}
    </Grid.Row>
  );
}
