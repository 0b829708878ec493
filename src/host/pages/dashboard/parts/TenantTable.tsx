import { Button, Card, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { confirmTenantSwitch } from '../../../layouts/header/use-tenant-switch';
import { count, yuan } from '../../../shared/charts/figures';
import type { TenantFigures } from '../platform-api';

export interface TenantTableProps {
  tenants: readonly TenantFigures[];
  days: number;
  /** The card's header extra (the period switch). */
  extra?: ReactNode;
}

/**
 * 租户经营数据: one row per tenant (shops, customers, orders and turnover all time, today and in the
 * period), with 进入租户 to switch the session into it.
 *
 * @example <TenantTable tenants={info.tenants} days={30} />
 */
export function TenantTable({ tenants, days, extra }: TenantTableProps) {
  const columns: TableColumnProps<TenantFigures>[] = [
    { title: '租户', dataIndex: 'tenantName', fixed: 'left', width: 180 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: number) => (status === 1 ? <Tag color="green">启用</Tag> : <Tag>冻结</Tag>),
    },
    { title: '店铺数', dataIndex: 'shopCount', align: 'right', render: (value: number) => count(value) },
    { title: '用户数', dataIndex: 'userCount', align: 'right', render: (value: number) => count(value) },
    { title: '累计订单', dataIndex: 'orderCount', align: 'right', render: (value: number) => count(value) },
    { title: '累计成交额', dataIndex: 'gmv', align: 'right', render: (value: number) => yuan(value) },
    { title: '今日订单', dataIndex: 'todayOrders', align: 'right', render: (value: number) => count(value) },
    { title: `近${days}天订单`, dataIndex: 'periodOrders', align: 'right', render: (value: number) => count(value) },
    { title: `近${days}天成交额`, dataIndex: 'periodGmv', align: 'right', render: (value: number) => yuan(value) },
    {
      title: '操作',
      dataIndex: 'tenantId',
      fixed: 'right',
      width: 100,
      render: (_: string, row: TenantFigures) =>
        row.status === 1 ? (
          <Button
            type="text"
            size="mini"
            aria-label={`进入租户 ${row.tenantName}`}
            onClick={() => confirmTenantSwitch(row.tenantId, row.tenantName)}
          >
            进入租户
          </Button>
        ) : null,
    },
  ];

  return (
    <Card bordered={false} title="租户经营数据" extra={extra}>
      <section aria-label="租户经营数据">
        <Table<TenantFigures>
          rowKey="tenantId"
          columns={columns}
          data={[...tenants]}
          pagination={false}
          border={false}
          scroll={{ x: 1100 }}
        />
      </section>
    </Card>
  );
}
