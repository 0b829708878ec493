import { defineListPage } from '../../list-page';

/** 渠道用户: customers who came in through a channel (a channel partner: their channel's, phones masked). */
export default defineListPage({
  title: '渠道用户',
  url: { list: '/sys/channel/findChannelUser' },
  columns: [
    { dataIndex: 'nickname', title: '昵称', width: 120 },
    { dataIndex: 'realName', title: '姓名', width: 100 },
    { dataIndex: 'phone', title: '手机号', width: 130 },
    { dataIndex: 'sex', title: '性别', width: 70, dictCode: 'sex' },
    { dataIndex: 'channelName', title: '来源渠道', width: 190, format: 'ellipsis' },
    { dataIndex: 'isMember', title: '会员', width: 70, dictCode: 'yn' },
    { dataIndex: 'certified', title: '实名认证', width: 100, dictCode: 'verify_status', format: 'tag' },
    { dataIndex: 'orderCount', title: '订单数', width: 80, align: 'right' },
    { dataIndex: 'orderAmount', title: '订单金额', width: 110, format: 'money', align: 'right' },
    { dataIndex: 'createTime', title: '注册时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'nickname', label: '昵称' },
    { field: 'certified', label: '实名认证', type: 'select', dictCode: 'verify_status' },
    { field: 'isMember', label: '会员', type: 'select', dictCode: 'yn' },
  ],
});
