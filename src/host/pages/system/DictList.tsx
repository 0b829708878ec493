import { Message } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { ListPage, type ListPageConfig, type Row } from '../../list-page';
import { refreshDictCache } from './dict-refresh';
import { CODE_RULE, maxLength } from './form-rules';
import { DictItemDrawer } from './parts/DictItemDrawer';

const BASE_CONFIG: ListPageConfig = {
  title: '数据字典',
  resource: '/sys/dict',
  without: ['exportXls', 'importExcel'],
  authPre: 'dict:',
  columns: [
    { dataIndex: 'dictName', title: '字典名称', width: 200 },
    { dataIndex: 'dictCode', title: '字典编号', width: 200, sorter: true },
    { dataIndex: 'description', title: '描述', format: 'ellipsis' },
    { dataIndex: 'createTime', title: '创建时间', width: 180, sorter: true },
  ],
  search: [
    { field: 'dictName', label: '字典名称' },
    { field: 'dictCode', label: '字典编号' },
  ],
  form: [
    { field: 'dictName', label: '字典名称', required: true, rules: [maxLength(100)] },
    { field: 'dictCode', label: '字典编码', required: true, rules: [CODE_RULE, maxLength(100)] },
    { field: 'description', label: '描述', type: 'textarea', rules: [maxLength(255)] },
  ],
};

async function refresh(): Promise<void> {
  const result = await refreshDictCache();
  if (result.ok) Message.success(result.message);
  else Message.error(result.message);
}

/** 数据字典 (platform only): dictionaries, their items in a drawer (字典配置), and 刷新缓存. */
export default function DictList() {
  const [dict, setDict] = useState<Row | null>(null);
  const config: ListPageConfig = {
    ...BASE_CONFIG,
    toolbar: [{ key: 'refresh', label: '刷新缓存', auth: 'dict:refresh', icon: <IconRefresh />, onClick: refresh }],
    rowActions: [{ key: 'items', label: '字典配置', onClick: (row) => setDict(row) }],
  };
  return (
    <>
      <ListPage config={config} />
      <DictItemDrawer dict={dict} onClose={() => setDict(null)} />
    </>
  );
}
