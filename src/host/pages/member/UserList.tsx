import { defineListPage } from '../../list-page';
import { LITE_USER_COLUMNS, LITE_USER_SEARCH } from './user-columns';

/** 用户列表: the applet users of the tenant (a channel partner: of their channel, phones masked). */
export default defineListPage({
  title: '用户列表',
  url: { list: '/sys/member/getUserList' },
  form: false,
  columns: LITE_USER_COLUMNS,
  search: [...LITE_USER_SEARCH, { field: 'isMember', label: '是否会员', type: 'select', dictCode: 'yn' }],
});
