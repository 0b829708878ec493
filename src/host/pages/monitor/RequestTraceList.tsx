import { Tag } from '@arco-design/web-react';
import { defineListPage } from '../../list-page';

const METHOD_COLORS: Record<string, string> = { GET: 'arcoblue', POST: 'green', PUT: 'orange', DELETE: 'red' };

/** 请求追踪: the recent requests of the operation log (method, path, caller, time taken). */
export default defineListPage({
  title: '请求追踪',
  url: { list: '/sys/log/list' },
  listParams: { logType: 2 },
  superQuery: false,
  columns: [
    { dataIndex: 'createTime', title: '请求时间', width: 170, sorter: true },
    {
      dataIndex: 'requestType',
      title: '请求方法',
      width: 100,
      render: (value) => <Tag color={METHOD_COLORS[String(value)] ?? 'gray'}>{String(value ?? '')}</Tag>,
    },
    { dataIndex: 'requestUrl', title: '请求地址', width: 260, format: 'ellipsis' },
    { dataIndex: 'logContent', title: '操作内容', width: 200, format: 'ellipsis' },
    { dataIndex: 'username', title: '操作人', width: 110 },
    { dataIndex: 'ip', title: 'IP', width: 140 },
    { dataIndex: 'costTime', title: '耗时(毫秒)', width: 110, align: 'right', sorter: true },
  ],
  search: [
    { field: 'requestUrl', label: '请求地址' },
    { field: 'username', label: '操作人' },
    { field: 'createTime', label: '请求时间', type: 'dateRange' },
  ],
});
