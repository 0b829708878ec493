import { defineListPage, type Row } from '../../list-page';
import { maxLength } from './form-rules';

const PUBLISHED = '1';
const toUsers = (values: Row) => values.msgType === 'USER';

/**
 * 系统通告: the tenant's announcements. Content is written in the rich-text editor (sanitised where it
 * is shown); 指定用户 announcements name their readers with the user picker (ids). 发布 pushes the
 * announcement to its readers' notice bells, 撤销 takes it back.
 */
export default defineListPage({
  title: '系统通告',
  resource: '/sys/annountCement',
  without: ['exportXls', 'importExcel'],
  authPre: 'announcement:',
  columns: [
    { dataIndex: 'titile', title: '标题', width: 220, format: 'ellipsis' },
    { dataIndex: 'msgCategory', title: '消息类型', width: 100, dictCode: 'msg_category' },
    { dataIndex: 'sender', title: '发布人', width: 110 },
    { dataIndex: 'priority', title: '优先级', width: 90, dictCode: 'priority', format: 'tag' },
    { dataIndex: 'msgType', title: '通告对象', width: 100, dictCode: 'msg_type' },
    { dataIndex: 'sendStatus', title: '发布状态', width: 100, dictCode: 'send_status', format: 'tag' },
    { dataIndex: 'sendTime', title: '发布时间', width: 170, sorter: true },
    { dataIndex: 'cancelTime', title: '撤销时间', width: 170, defaultHidden: true },
    { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true, defaultHidden: true },
  ],
  search: [
    { field: 'titile', label: '标题' },
    { field: 'sendStatus', label: '发布状态', type: 'select', dictCode: 'send_status' },
    { field: 'priority', label: '优先级', type: 'select', dictCode: 'priority' },
  ],
  form: [
    { field: 'titile', label: '标题', required: true, rules: [maxLength(100)] },
    { field: 'msgCategory', label: '消息类型', type: 'radio', dictCode: 'msg_category', defaultValue: '1', span: 12 },
    { field: 'priority', label: '优先级', type: 'radio', dictCode: 'priority', defaultValue: 'L', span: 12 },
    { field: 'startTime', label: '开始时间', type: 'datetime', span: 12 },
    { field: 'endTime', label: '结束时间', type: 'datetime', span: 12 },
    { field: 'msgType', label: '通告对象', type: 'radio', dictCode: 'msg_type', defaultValue: 'ALL', required: true },
    {
      field: 'userIds',
      label: '指定用户',
      type: 'user',
      required: true,
      props: { multiple: true, valueField: 'id' },
      visible: toUsers,
    },
    { field: 'msgAbstract', label: '摘要', type: 'textarea', rules: [maxLength(500)] },
    { field: 'msgContent', label: '内容', type: 'richText' },
  ],
  formWidth: 900,
  fromForm: (values) => (toUsers(values) ? values : { ...values, userIds: '' }),
  rowActions: [
    {
      key: 'release',
      label: '发布',
      auth: 'announcement:release',
      confirm: '确定发布吗?',
      visible: (row) => row.sendStatus !== PUBLISHED,
      request: { method: 'get', url: '/sys/annountCement/doReleaseData' },
    },
    {
      key: 'revoke',
      label: '撤销',
      auth: 'announcement:revoke',
      confirm: '确定撤销吗?',
      visible: (row) => row.sendStatus === PUBLISHED,
      request: { method: 'get', url: '/sys/annountCement/doReovkeData' },
    },
  ],
});
