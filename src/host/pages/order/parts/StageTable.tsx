import { Button, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { money } from '../../../../core/format';
import { Authority, authorityOf, getUserInfo, isChannelPartner } from '../../../../core/session';
import type { Row } from '../../../list-page';

/** What can be done to an instalment: 还款 (part or all), 标记已还, 减免. */
export type SettleKind = 'repay' | 'markPaid' | 'waive';

/** Only tenant staff (not shop users or channel partners) may waive (the server refuses the others). */
export function mayWaive(): boolean {
  const authority = getUserInfo()?.authority;
  return authorityOf(authority) !== Authority.shop && !isChannelPartner(authority);
}

/** Order statuses in which instalments are not collected (the server refuses 还款 and 减免). */
const NO_REPAY_ORDER_STATUSES: readonly number[] = [1, 10, 13];

/**
 * An instalment can be settled while something remains to pay and its order still collects money
 * (rows without `orderStatus`, as in an order's own details, count as collecting).
 */
export function isOpenStage(stage: Row): boolean {
  const collecting = stage.orderStatus === undefined || !NO_REPAY_ORDER_STATUSES.includes(Number(stage.orderStatus));
  return collecting && Number(stage.remainingAmount ?? 0) > 0 && Number(stage.status) !== 1;
}

const text = (key: string) => (value: unknown, row: Row) => String(row[`${key}_dictText`] ?? value ?? '');
const amount = (value: unknown) => money(value as number | string | null);

const COLUMNS: TableColumnProps<Row>[] = [
  { title: '期数', dataIndex: 'stageNo', width: 70, render: (v, row) => `${v}/${row.totalStages ?? '-'}` },
  { title: '应还日期', dataIndex: 'dueDate', width: 110 },
  { title: '应还金额', dataIndex: 'amount', width: 100, align: 'right', render: amount },
  { title: '已还金额', dataIndex: 'paidAmount', width: 100, align: 'right', render: amount },
  { title: '减免金额', dataIndex: 'waivedAmount', width: 100, align: 'right', render: amount },
  { title: '待还金额', dataIndex: 'remainingAmount', width: 100, align: 'right', render: amount },
  { title: '状态', dataIndex: 'status', width: 90, render: text('status') },
  { title: '逾期天数', dataIndex: 'overdueDays', width: 90, align: 'right' },
  { title: '还款时间', dataIndex: 'paidTime', width: 170 },
];

export interface StageTableProps {
  stages: readonly Row[];
  /** Offers the settle actions (omit for a read-only table). */
  onSettle?: (stage: Row, kind: SettleKind) => void;
}

/**
 * The instalments of one order, with 还款 / 标记已还 / 减免 on the open ones when `onSettle` is given
 * and the user holds the instalment page.
 *
 * @example <StageTable stages={order.stageList} onSettle={(stage, kind) => setSettling({ stage, kind })} />
 */
export function StageTable({ stages, onSettle }: StageTableProps) {
  const columns = onSettle
    ? [
        ...COLUMNS,
        {
          title: '操作',
          key: 'actions',
          width: 200,
          render: (_: unknown, stage: Row) =>
            isOpenStage(stage) ? (
              <Space size={4}>
                <Button type="text" size="mini" onClick={() => onSettle(stage, 'repay')}>
                  还款
                </Button>
                <Button type="text" size="mini" onClick={() => onSettle(stage, 'markPaid')}>
                  标记已还
                </Button>
                {mayWaive() && (
                  <Button type="text" size="mini" onClick={() => onSettle(stage, 'waive')}>
                    减免
                  </Button>
                )}
              </Space>
            ) : null,
        },
      ]
    : COLUMNS;
  return <Table rowKey="id" columns={columns} data={[...stages]} pagination={false} size="small" border={false} />;
}
