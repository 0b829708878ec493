import { Select } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { getAction, type Page, unwrap } from '../../../../core/http';

interface BillConfig {
  id: string;
  configName: string;
  shopId: string | null;
  status: number;
}

/**
 * A multiple select of the instalment plans (分期方案) a product of `shopId` may offer: the tenant's
 * and the shop's own active ones. The value is their ids comma-joined.
 */
export function BillConfigSelect({
  shopId,
  value,
  onChange,
}: {
  shopId?: string;
  value?: unknown;
  onChange?: (value: string) => void;
}) {
  const [plans, setPlans] = useState<BillConfig[]>([]);
  useEffect(() => {
    let live = true;
    getAction<Page<BillConfig>>('/sagesBillConfig/list', { pageNo: 1, pageSize: 100, status: 1 })
      .then((envelope) => live && setPlans(unwrap(envelope).records ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const chosen = String(value ?? '')
    .split(',')
    .filter(Boolean);
  return (
    <Select
      aria-label="分期方案"
      mode="multiple"
      allowClear
      placeholder="请选择分期方案"
      value={chosen}
      onChange={(next: string[]) => onChange?.(next.join(','))}
      options={plans
        .filter((plan) => !plan.shopId || !shopId || plan.shopId === shopId)
        .map((plan) => ({ value: plan.id, label: plan.configName }))}
    />
  );
}
