import { Badge, Drawer, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import type { Row } from '../../../list-page';
import { useRemote } from '../../../shared/data/use-remote';
import { TRIGGER_TEXT } from '../quartz-api';
import { showLoadFailure } from '../show-load-failure';
import { getJson } from '../system-api';

export interface QuartzLogDrawerProps {
  /** The job whose runs are shown; null keeps the drawer closed. */
  job: Row | null;
  onClose(): void;
}

const PAGE_SIZES = [10, 20, 30];
const LOG_URL = '/sys/quartzJobLog/list';

const COLUMNS: TableColumnProps<Row>[] = [
  { title: '开始时间', dataIndex: 'startTime', width: 170 },
  { title: '耗时（毫秒）', dataIndex: 'durationMs', width: 110, align: 'right' },
  {
    title: '触发方式',
    dataIndex: 'triggerType',
    width: 90,
    render: (value: string) => TRIGGER_TEXT[value] ?? value,
  },
  {
    title: '结果',
    dataIndex: 'success',
    width: 80,
    render: (value: number, row) => (
      <Badge status={value === 1 ? 'success' : 'error'} text={String(row.success_dictText ?? '')} />
    ),
  },
  { title: '信息', dataIndex: 'message', ellipsis: true, tooltip: true },
];

/**
 * 执行日志 of one scheduled job (`/sys/quartzJobLog/list?jobId=`), newest run first.
 *
 * @example <QuartzLogDrawer job={row} onClose={() => setJob(null)} />
 */
export function QuartzLogDrawer({ job, onClose }: QuartzLogDrawerProps) {
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const jobId = job ? String(job.id) : null;
  const runs = useRemote(
    [LOG_URL, jobId, pageNo, pageSize],
    (signal) =>
      showLoadFailure(
        getJson<{ records: Row[]; total: number }>(
          LOG_URL,
          { jobId, pageNo, pageSize, column: 'startTime', order: 'desc' },
          signal,
        ),
        signal,
      ),
    { enabled: jobId !== null },
  );

  return (
    <Drawer
      title={`执行日志（${String(job?.jobClassName_dictText ?? job?.jobClassName ?? '')}）`}
      visible={job !== null}
      width={800}
      footer={null}
      onCancel={() => {
        setPageNo(1);
        onClose();
      }}
      unmountOnExit
    >
      <Table
        rowKey="id"
        loading={runs.loading}
        columns={COLUMNS}
        data={runs.data?.records ?? []}
        border={false}
        pagination={{
          current: pageNo,
          pageSize,
          total: runs.data?.total ?? 0,
          sizeCanChange: true,
          sizeOptions: PAGE_SIZES,
          showTotal: (count) => `共 ${count} 条`,
          onChange: (current, size) => {
            setPageNo(size !== pageSize ? 1 : current);
            setPageSize(size);
          },
        }}
      />
    </Drawer>
  );
}
