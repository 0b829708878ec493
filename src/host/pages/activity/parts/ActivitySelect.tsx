import { Select } from '@arco-design/web-react';
import { getAction, type Page, unwrap } from '../../../../core/http';
import { useRemote } from '../../../shared/data/use-remote';

interface ActivityRef {
  id: string;
  activityName: string;
}

const ACTIVITY_LIST_URL = '/business/activity/list';
const FIRST_200 = { pageNo: 1, pageSize: 200 };
const NONE: ActivityRef[] = [];

/**
 * A select of the caller's activities (newest first, up to 200).
 *
 * @example <ActivitySelect value={activityId} onChange={setActivityId} />
 */
export function ActivitySelect({
  value,
  onChange,
  allowClear,
}: {
  value?: unknown;
  onChange?: (value: string | undefined) => void;
  allowClear?: boolean;
}) {
  const activities =
    useRemote(
      [ACTIVITY_LIST_URL, FIRST_200],
      async (signal) =>
        unwrap(await getAction<Page<ActivityRef>>(ACTIVITY_LIST_URL, FIRST_200, { signal })).records ?? [],
      { initial: NONE },
    ).data ?? NONE;
  return (
    <Select
      aria-label="活动"
      value={typeof value === 'string' && value ? value : undefined}
      onChange={(next) => onChange?.(next as string | undefined)}
      placeholder="请选择活动"
      allowClear={allowClear}
      options={activities.map((activity) => ({ value: activity.id, label: activity.activityName }))}
    />
  );
}
