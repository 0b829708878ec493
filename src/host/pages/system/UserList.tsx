import { useState } from 'react';
import { ListPage, type ListPageConfig } from '../../list-page';
import { UserPasswordModal } from './parts/UserPasswordModal';
import { USER_FORM } from './user-form';

/** Account states of the user_status dictionary. */
const NORMAL = '1';
const FROZEN = '2';

const freezeRequest = (status: string) => ({
  method: 'put' as const,
  url: '/sys/user/frozenBatch',
  data: (row: Record<string, unknown>) => ({ ids: String(row.id), status }),
});

const BASE_CONFIG: ListPageConfig = {
  title: '用户',
  resource: '/sys/user',
  without: ['importExcel'],
  authPre: 'user:',
  columns: [
    { dataIndex: 'username', title: '用户账号', width: 140, sorter: true },
    { dataIndex: 'realname', title: '用户姓名', width: 120 },
    { dataIndex: 'avatar', title: '头像', width: 90, format: 'image', align: 'center' },
    { dataIndex: 'sex', title: '性别', width: 80, dictCode: 'sex', sorter: true },
    { dataIndex: 'birthday', title: '生日', width: 120, format: 'date', defaultHidden: true },
    { dataIndex: 'phone', title: '手机号码', width: 130 },
    { dataIndex: 'orgCodeTxt', title: '部门', width: 180, format: 'ellipsis' },
    { dataIndex: 'workNo', title: '工号', width: 100, defaultHidden: true },
    { dataIndex: 'status', title: '状态', width: 80, dictCode: 'user_status' },
    { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'username', label: '用户账号' },
    { field: 'realname', label: '用户姓名' },
    { field: 'sex', label: '性别', type: 'select', dictCode: 'sex' },
    { field: 'phone', label: '手机号码' },
    { field: 'status', label: '用户状态', type: 'select', dictCode: 'user_status' },
    { field: 'createTime', label: '创建时间', type: 'dateRange' },
  ],
  form: USER_FORM,
  superQuery: [
    { field: 'username', label: '用户账号' },
    { field: 'realname', label: '用户姓名' },
    { field: 'sex', label: '性别', type: 'select', dictCode: 'sex' },
    { field: 'phone', label: '手机号码' },
    { field: 'status', label: '用户状态', type: 'select', dictCode: 'user_status' },
    { field: 'birthday', label: '生日', type: 'date' },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
};

/**
 * 用户管理: the tenant's users with roles, departments and avatar; 冻结/解冻 (frozenBatch) and
 * 密码 (changePassword) as row actions.
 */
export default function UserList() {
  const [passwordOf, setPasswordOf] = useState<string | null>(null);
  const config: ListPageConfig = {
    ...BASE_CONFIG,
    rowActions: [
      {
        key: 'password',
        label: '密码',
        auth: 'user:password',
        onClick: (row) => setPasswordOf(String(row.username ?? '')),
      },
      {
        key: 'freeze',
        label: '冻结',
        auth: 'user:frozen',
        confirm: '确定冻结吗?',
        visible: (row) => String(row.status) === NORMAL,
        request: freezeRequest(FROZEN),
      },
      {
        key: 'unfreeze',
        label: '解冻',
        auth: 'user:frozen',
        confirm: '确定解冻吗?',
        visible: (row) => String(row.status) === FROZEN,
        request: freezeRequest(NORMAL),
      },
    ],
  };
  return (
    <>
      <ListPage config={config} />
      <UserPasswordModal username={passwordOf} onClose={() => setPasswordOf(null)} />
    </>
  );
}
