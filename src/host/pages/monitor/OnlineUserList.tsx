import { Tag } from '@arco-design/web-react';
import { defineListPage } from '../../list-page';

/** 在线用户 (platform administrator): sessions signed in now; any but the current one can be forced out. */
export default defineListPage({
  title: '在线用户',
  url: { list: '/sys/online/list' },
  defaultSort: false,
  superQuery: false,
  detail: false,
  columns: [
    {
      dataIndex: 'username',
      title: '用户账号',
      width: 140,
      render: (value, row) => (
        <>
          {String(value ?? '')} {row.current ? <Tag color="green">当前会话</Tag> : null}
        </>
      ),
    },
    { dataIndex: 'realname', title: '用户姓名', width: 120 },
    { dataIndex: 'tenantName', title: '所在租户', width: 160 },
    { dataIndex: 'ip', title: '登录IP', width: 140 },
    { dataIndex: 'userAgent', title: '浏览器', width: 260, format: 'ellipsis' },
    { dataIndex: 'loginTime', title: '登录时间', width: 170 },
    { dataIndex: 'lastAccessTime', title: '最后访问时间', width: 170 },
  ],
  search: [{ field: 'username', label: '用户账号', match: 'eq' }],
  rowActions: [
    {
      key: 'kick',
      label: '强制下线',
      auth: 'onlineUser:kick',
      danger: true,
      confirm: (row) => `确定强制用户「${String(row.username ?? '')}」下线吗?`,
      visible: (row) => row.current !== true,
      request: { method: 'post', url: '/sys/online/forceLogout' },
    },
  ],
});
