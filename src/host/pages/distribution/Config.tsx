import { Button, Card, InputNumber, Spin, Table, type TableColumnProps } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getAction, postAction } from '../../../core/http';
import { hasPermission } from '../../../core/permission';
import { getTenantId, getUserInfo, isChannelPartner } from '../../../core/session';
import { load, submit } from '../../shared/data/shop-api';
import { type DistributionRow, distributionRows, TIER_SUM_MESSAGE, tierSum } from './distribution-rows';

const CONFIG_URL = '/sys/distribution/getDisConfig';

/**
 * 分销配置: the tenant's four distribution rows (docs/business-spec.md §3: single level, and tiers one to three),
 * each a commission percentage, saved together as an array of four rows.
 */
export default function Config() {
  // Loaded once per visit (a refusal is shown by load); the user's edits are kept apart from it.
  const saved = useQuery({
    queryKey: [CONFIG_URL],
    queryFn: ({ signal }) => load(getAction<DistributionRow[]>(CONFIG_URL, undefined, { signal })),
    staleTime: Infinity,
    gcTime: 0,
  });
  const [edited, setEdited] = useState<DistributionRow[] | null>(null);
  const rows =
    edited ?? (saved.isSuccess ? distributionRows(saved.data ?? [], getTenantId()) : distributionRows([], null));
  const [saving, setSaving] = useState(false);
  // Channel partners read the config; only the tenant changes it.
  const canSave = hasPermission('distribution:save') && !isChannelPartner(getUserInfo()?.authority);

  const setDomestic = (index: number, value: number | undefined) =>
    setEdited((current) => (current ?? rows).map((row, i) => (i === index ? { ...row, domestic: value ?? 0 } : row)));

  const save = async () => {
    setSaving(true);
    try {
      await submit(postAction('/sys/distribution/addDisConfig', rows));
    } catch {
      // The refusal is shown by submit.
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnProps<DistributionRow>[] = [
    {
      title: '分销类型',
      dataIndex: 'type',
      width: 160,
      render: (value) => (Number(value) === 1 ? '单级分销' : '多级分销'),
    },
    {
      title: '分销层级',
      dataIndex: 'leavel',
      width: 160,
      render: (value) => `${['一', '二', '三'][Number(value) - 1]}级`,
    },
    {
      title: '分销比例(%)',
      dataIndex: 'domestic',
      render: (value, row, index) => (
        <InputNumber
          aria-label={`${Number(row.type) === 1 ? '单级' : '多级'}${row.leavel}级分销比例`}
          min={0}
          max={100}
          precision={2}
          suffix="%"
          style={{ width: 180 }}
          value={Number(value)}
          disabled={!canSave}
          onChange={(next) => setDomestic(index, next)}
        />
      ),
    },
  ];

  const over = tierSum(rows) > 100;
  return (
    <Card title="分销配置">
      <Spin loading={saved.isFetching} style={{ display: 'block' }}>
        <Table
          rowKey={(row) => `${row.type}-${row.leavel}`}
          columns={columns}
          data={rows}
          pagination={false}
          border={{ wrapper: true, cell: true }}
        />
        <div style={{ marginTop: 16, display: 'flex', gap: 16, alignItems: 'center' }}>
          {canSave && (
            <Button type="primary" loading={saving} disabled={over} onClick={save}>
              保存
            </Button>
          )}
          {over && <span style={{ color: 'rgb(var(--danger-6))' }}>{TIER_SUM_MESSAGE}</span>}
        </div>
      </Spin>
    </Card>
  );
}
