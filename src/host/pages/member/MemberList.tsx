import { defineListPage } from '../../list-page';
import { LITE_USER_COLUMNS, LITE_USER_SEARCH } from './user-columns';

/** 会员列表: the users holding a membership now. */
export default defineListPage({
  title: '会员列表',
  url: { list: '/sys/member/getUserList' },
  listParams: { isMember: 1 },
  form: false,
  columns: LITE_USER_COLUMNS,
  search: LITE_USER_SEARCH,
  defaultSort: { column: 'memberExpire', order: 'desc' },
});
