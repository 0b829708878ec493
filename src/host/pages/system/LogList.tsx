import { Card, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_STATE_PREFIX, ListPage, type ListPageConfig } from '../../list-page';

const COMMON: Omit<ListPageConfig, 'title' | 'columns'> = {
  url: { list: '/sys/log/list' },
  form: false,
  detail: true,
  selection: false,
};

const LOGIN_LOG: ListPageConfig = {
  ...COMMON,
  title: '登录日志',
  listParams: { logType: 1 },
  columns: [
    { dataIndex: 'logContent', title: '日志内容', format: 'ellipsis' },
    { dataIndex: 'username', title: '操作人', width: 140 },
    { dataIndex: 'ip', title: 'IP', width: 150 },
    { dataIndex: 'costTime', title: '耗时（毫秒）', width: 120, align: 'right' },
    { dataIndex: 'createTime', title: '创建时间', width: 180, sorter: true },
  ],
  search: [
    { field: 'logContent', label: '日志内容' },
    { field: 'username', label: '操作人' },
    { field: 'createTime', label: '创建时间', type: 'dateRange' },
  ],
};

const OPERATION_LOG: ListPageConfig = {
  ...COMMON,
  title: '操作日志',
  listParams: { logType: 2 },
  columns: [
    { dataIndex: 'logContent', title: '日志内容', format: 'ellipsis' },
    { dataIndex: 'operateType', title: '操作类型', width: 100, dictCode: 'operate_type' },
    { dataIndex: 'username', title: '操作人', width: 120 },
    { dataIndex: 'ip', title: 'IP', width: 140 },
    { dataIndex: 'requestUrl', title: '请求路径', width: 220, format: 'ellipsis' },
    { dataIndex: 'requestType', title: '请求类型', width: 90 },
    { dataIndex: 'method', title: '请求方法', width: 220, format: 'ellipsis', defaultHidden: true },
    { dataIndex: 'costTime', title: '耗时（毫秒）', width: 110, align: 'right' },
    { dataIndex: 'createTime', title: '创建时间', width: 180, sorter: true },
  ],
  search: [
    { field: 'logContent', label: '日志内容' },
    { field: 'operateType', label: '操作类型', type: 'select', dictCode: 'operate_type' },
    { field: 'createTime', label: '创建时间', type: 'dateRange' },
  ],
};

/** 日志管理: the tenant's login and operation logs (log_type 1 and 2), one tab each. */
export default function LogList() {
  const [tab, setTab] = useState('1');
  const [, setParams] = useSearchParams();
  // Each tab starts from its own defaults: the other tab's filters and page leave the URL.
  const switchTab = (next: string) => {
    setParams((current) => new URLSearchParams([...current].filter(([name]) => !name.startsWith(LIST_STATE_PREFIX))), {
      replace: true,
    });
    setTab(next);
  };
  return (
    <Card bordered={false} bodyStyle={{ padding: '0 0 8px' }}>
      <Tabs activeTab={tab} onChange={switchTab} style={{ padding: '0 16px' }}>
        <Tabs.TabPane key="1" title="登录日志" />
        <Tabs.TabPane key="2" title="操作日志" />
      </Tabs>
      <ListPage key={tab} config={tab === '1' ? LOGIN_LOG : OPERATION_LOG} />
    </Card>
  );
}
