import { defineListPage } from '../../list-page';

/** 分销用户: who brought whom in (the referral relations), with the referred user's orders. */
export default defineListPage({
  title: '分销用户',
  url: { list: '/sys/distribution/getSubUserList' },
  form: false,
  columns: [
    { dataIndex: 'nickname', title: '用户昵称', width: 130 },
    { dataIndex: 'phone', title: '手机号', width: 130 },
    { dataIndex: 'parentNickname', title: '推荐人', width: 130 },
    { dataIndex: 'parentPhone', title: '推荐人手机号', width: 130 },
    { dataIndex: 'level', title: '分销层级', dictCode: 'distribution_level', width: 100 },
    { dataIndex: 'orderCount', title: '订单数', width: 80 },
    { dataIndex: 'orderAmount', title: '订单金额', format: 'money', width: 110 },
    { dataIndex: 'commissionTotal', title: '累计佣金', format: 'money', width: 110, sorter: true },
    { dataIndex: 'bindTime', title: '绑定时间', format: 'datetime', width: 170, sorter: true },
  ],
  search: [{ field: 'level', label: '分销层级', type: 'select', dictCode: 'distribution_level' }],
  defaultSort: { column: 'bindTime', order: 'desc' },
});
