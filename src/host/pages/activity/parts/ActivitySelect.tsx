import { Select } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { getAction, type Page, unwrap } from '../../../../core/http';

interface ActivityRef {
  id: string;
  activityName: string;
}

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
  const [activities, setActivities] = useState<ActivityRef[]>([]);
  useEffect(() => {
    let live = true;
    getAction<Page<ActivityRef>>('/business/activity/list', { pageNo: 1, pageSize: 200 })
      .then((envelope) => live && setActivities(unwrap(envelope).records ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
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
