import { useState } from 'react';
import { ListPage, type ListPageConfig, type Row } from '../../list-page';
import { useRemote } from '../../shared/data/use-remote';
import { maxLength } from './form-rules';
import { QuartzLogDrawer } from './parts/QuartzLogDrawer';
import { isRunning, JOB_CLASSES_URL, JOB_PAUSED, type JobClass, loadJobClasses } from './quartz-api';
import { showLoadFailure } from './show-load-failure';

const NO_CLASSES: JobClass[] = [];

/** The job's Chinese name (server: `jobClassName_dictText`), else the class name. */
const className = (value: unknown, row: Row) => String(row.jobClassName_dictText ?? value ?? '');

/** Each job's parameter rule, under the 参数 field. */
function parameterHelp(classes: readonly JobClass[]) {
  if (classes.length === 0) return undefined;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {classes.map((job) => (
        <li key={job.value}>
          {job.text}：{job.parameterHint ?? '无需参数'}
        </li>
      ))}
    </ul>
  );
}

function configFor(classes: readonly JobClass[], showLog: (row: Row) => void): ListPageConfig {
  return {
    title: '定时任务',
    resource: '/sys/quartzJob',
    without: ['exportXls', 'importExcel'],
    authPre: 'quartz:',
    columns: [
      { dataIndex: 'jobClassName', title: '任务类名', width: 150, render: className },
      { dataIndex: 'cronExpression', title: 'Cron表达式', width: 170 },
      { dataIndex: 'parameter', title: '参数', width: 150, format: 'ellipsis' },
      { dataIndex: 'description', title: '描述', format: 'ellipsis' },
      { dataIndex: 'status', title: '状态', width: 90, dictCode: 'quartz_status', format: 'tag' },
      { dataIndex: 'nextFireTime', title: '下次执行时间', width: 170 },
    ],
    search: [
      { field: 'jobClassName', label: '任务类名', type: 'select', options: classes },
      { field: 'status', label: '状态', type: 'select', dictCode: 'quartz_status' },
    ],
    form: [
      { field: 'jobClassName', label: '任务类名', type: 'select', options: classes, required: true },
      { field: 'cronExpression', label: 'Cron表达式', type: 'cron', required: true },
      { field: 'parameter', label: '参数', type: 'textarea', rules: [maxLength(500)], help: parameterHelp(classes) },
      { field: 'description', label: '描述', type: 'textarea', rules: [maxLength(500)] },
      { field: 'status', label: '状态', type: 'radio', dictCode: 'quartz_status', defaultValue: String(JOB_PAUSED) },
    ],
    // The dictionary's values are text ('0', '-1'); the server sends a number.
    toForm: (row) => ({ ...row, status: String(row.status ?? JOB_PAUSED) }),
    rowActions: [
      {
        key: 'resume',
        label: '启动',
        auth: 'quartz:edit',
        confirm: '确定启动吗?',
        visible: (row) => !isRunning(row),
        request: { method: 'get', url: '/sys/quartzJob/resume' },
      },
      {
        key: 'pause',
        label: '停止',
        auth: 'quartz:edit',
        confirm: '确定停止吗?',
        visible: isRunning,
        request: { method: 'get', url: '/sys/quartzJob/pause' },
      },
      {
        key: 'execute',
        label: '立即执行',
        auth: 'quartz:run',
        confirm: '确定立即执行一次吗?',
        request: { method: 'get', url: '/sys/quartzJob/execute' },
      },
      { key: 'log', label: '执行日志', onClick: showLog },
    ],
  };
}

/**
 * 定时任务 (platform only): the server's scheduled jobs — the Cron表达式 built with the cron builder,
 * 启动/停止, 立即执行 (answers when the run is over) and each job's 执行日志.
 */
export default function QuartzJobList() {
  const [logJob, setLogJob] = useState<Row | null>(null);
  const classes =
    useRemote([JOB_CLASSES_URL], (signal) => showLoadFailure(loadJobClasses(signal), signal)).data ?? NO_CLASSES;
  return (
    <>
      <ListPage config={configFor(classes, setLogJob)} />
      <QuartzLogDrawer job={logJob} onClose={() => setLogJob(null)} />
    </>
  );
}
