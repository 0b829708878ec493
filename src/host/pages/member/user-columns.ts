import type { ColumnDef, SearchField } from '../../list-page';

/** Columns of the applet users of `/sys/member/getUserList` (用户列表 and 会员列表). */
export const LITE_USER_COLUMNS: readonly ColumnDef[] = [
  { dataIndex: 'avatar', title: '头像', format: 'image', width: 70 },
  { dataIndex: 'nickname', title: '昵称', width: 130 },
  { dataIndex: 'realName', title: '真实姓名', width: 110 },
  { dataIndex: 'phone', title: '手机号', width: 130 },
  { dataIndex: 'sex', title: '性别', dictCode: 'sex', width: 70 },
  {
    dataIndex: 'memberLevel',
    title: '会员等级',
    width: 100,
    render: (_, row) => String(row.memberLevel_dictText ?? '-'),
  },
  { dataIndex: 'memberExpire', title: '会员到期', format: 'datetime', width: 170, sorter: true },
  { dataIndex: 'certified', title: '实名认证', dictCode: 'verify_status', width: 100 },
  { dataIndex: 'createTime', title: '注册时间', format: 'datetime', width: 170, sorter: true },
];

export const LITE_USER_SEARCH: readonly SearchField[] = [
  { field: 'nickname', label: '昵称' },
  { field: 'phone', label: '手机号' },
];
