import { Select } from '@arco-design/web-react';
import { getAction, type Page, unwrap } from '../../../../core/http';
import { useRemote } from '../../../shared/data/use-remote';

interface BillConfig {
  id: string;
  configName: string;
  shopId: string | null;
  status: number;
}

const PLANS_URL = '/sagesBillConfig/list';
const PLANS_PARAMS = { pageNo: 1, pageSize: 100, status: 1 };

async function fetchPlans(signal: AbortSignal): Promise<BillConfig[]> {
  return unwrap(await getAction<Page<BillConfig>>(PLANS_URL, PLANS_PARAMS, { signal })).records ?? [];
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
  // A failure leaves the select empty (the request layer shows what it shows).
  const plans = useRemote([PLANS_URL, PLANS_PARAMS], fetchPlans).data ?? [];
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
