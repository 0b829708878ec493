import { Button, Card, Form, InputNumber, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getAction, postAction } from '../../../core/http';
import { hasPermission } from '../../../core/permission';
import { getTenantId } from '../../../core/session';
import { load, submit } from '../../shared/data/shop-api';

/** The two membership lengths of docs/business-spec.md §9. */
const DAYS = [
  { day: 30, label: '月度会员（30天）' },
  { day: 365, label: '年度会员（365天）' },
] as const;

interface PriceRow {
  day: number;
  price: number | null;
  originalPrice: number | null;
}

const MEMBER_MONEY_URL = '/sys/member/getMemberMoney';

/** One row per membership length, from the saved rows (blank where none is saved). */
function rowsOf(saved: readonly PriceRow[] | undefined): PriceRow[] {
  return DAYS.map(({ day }) => {
    const row = saved?.find((item) => Number(item.day) === day);
    return { day, price: row?.price ?? null, originalPrice: row?.originalPrice ?? null };
  });
}

/**
 * 会员价格配置: the price and original price of the 30-day and 365-day memberships, saved together
 * (docs/business-spec.md §3 member price row: day, price, originalPrice, tenantId).
 */
export default function PriceConfig() {
  // Loaded once per opening (no cached copy, no background refetch): the prices the user edits stay theirs.
  const saved = useQuery({
    queryKey: [MEMBER_MONEY_URL, 'form'],
    queryFn: async ({ signal }) => (await load(getAction<PriceRow[]>(MEMBER_MONEY_URL, undefined, { signal }))) ?? [],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [edited, setEdited] = useState<PriceRow[] | null>(null);
  const rows = edited ?? rowsOf(saved.data);
  const [saving, setSaving] = useState(false);

  const set = (day: number, key: 'price' | 'originalPrice', value: number | undefined) =>
    setEdited((current) =>
      (current ?? rowsOf(saved.data)).map((row) => (row.day === day ? { ...row, [key]: value ?? null } : row)),
    );

  const save = async () => {
    setSaving(true);
    try {
      const tenantId = getTenantId();
      await submit(
        postAction(
          '/sys/member/addMemberMoney',
          rows.map((row) => ({ ...row, tenantId })),
        ),
      );
    } catch {
      // The refusal is shown by submit.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="会员价格配置">
      <Spin loading={saved.isPending} style={{ display: 'block' }}>
        <Form layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 14 }} style={{ maxWidth: 900 }}>
          {DAYS.map(({ day, label }) => {
            const row = rows.find((item) => item.day === day) as PriceRow;
            return (
              <Form.Item key={day} label={label}>
                <span style={{ display: 'inline-flex', gap: 16, alignItems: 'center' }}>
                  会员价
                  <InputNumber
                    aria-label={`${day}天会员价格`}
                    min={0.01}
                    precision={2}
                    prefix="¥"
                    style={{ width: 160 }}
                    value={row.price ?? undefined}
                    onChange={(value) => set(day, 'price', value)}
                  />
                  原价
                  <InputNumber
                    aria-label={`${day}天会员原价`}
                    min={0.01}
                    precision={2}
                    prefix="¥"
                    style={{ width: 160 }}
                    value={row.originalPrice ?? undefined}
                    onChange={(value) => set(day, 'originalPrice', value)}
                  />
                </span>
              </Form.Item>
            );
          })}
          {hasPermission('member:price') && (
            <Form.Item wrapperCol={{ offset: 4 }}>
              <Button type="primary" loading={saving} onClick={save}>
                保存
              </Button>
            </Form.Item>
          )}
        </Form>
      </Spin>
    </Card>
  );
}
