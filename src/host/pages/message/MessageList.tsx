import { Tag } from '@arco-design/web-react';
import { defineListPage } from '../../list-page';
import { MESSAGE_TYPES, messageTypeText, SEND_STATUSES, sendStatusText } from './message-types';

const STATUS_COLORS: Record<string, string> = { '0': 'gray', '1': 'green', '2': 'red' };

/** 消息记录: messages sent to customers and staff; a message not sent successfully can be sent again. */
export default defineListPage({
  title: '消息记录',
  url: { list: '/sys/message/sysMessage/list', queryById: '/sys/message/sysMessage/queryById' },
  columns: [
    { dataIndex: 'esTitle', title: '消息标题', width: 160 },
    { dataIndex: 'esType', title: '发送方式', width: 100, render: (value) => messageTypeText(value) },
    { dataIndex: 'esReceiver', title: '接收人', width: 170 },
    { dataIndex: 'esContent', title: '发送内容', width: 320, format: 'ellipsis' },
    {
      dataIndex: 'esSendStatus',
      title: '发送状态',
      width: 100,
      render: (value) => <Tag color={STATUS_COLORS[String(value)] ?? 'gray'}>{sendStatusText(value)}</Tag>,
    },
    { dataIndex: 'esSendNum', title: '发送次数', width: 90, align: 'right' },
    { dataIndex: 'esSendTime', title: '发送时间', width: 170, sorter: true },
    { dataIndex: 'esResult', title: '发送结果', width: 160, format: 'ellipsis' },
    { dataIndex: 'templateCode', title: '模板编码', width: 150, defaultHidden: true },
  ],
  search: [
    { field: 'esTitle', label: '消息标题' },
    { field: 'esReceiver', label: '接收人' },
    { field: 'esType', label: '发送方式', type: 'select', options: MESSAGE_TYPES },
    { field: 'esSendStatus', label: '发送状态', type: 'select', options: SEND_STATUSES },
  ],
  rowActions: [
    {
      key: 'resend',
      label: '重新发送',
      auth: 'message:resend',
      confirm: '确定重新发送该消息吗?',
      visible: (row) => Number(row.esSendStatus) !== 1,
      request: { method: 'post', url: '/sys/message/sysMessage/resend' },
    },
  ],
});
