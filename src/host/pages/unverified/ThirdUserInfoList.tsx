import { defineListPage } from '../../list-page';

/**
 * 三方用户信息: the applets' end customers; phone and identity card come masked from the server,
 * the detail adds the customer's order figures.
 */
export default defineListPage({
  title: '三方用户信息',
  url: { list: '/business/thirdUserInfo/list', queryById: '/business/thirdUserInfo/queryById' },
  columns: [
    { dataIndex: 'avatar', title: '头像', width: 70, format: 'image' },
    { dataIndex: 'nickname', title: '昵称', width: 120 },
    { dataIndex: 'realName', title: '姓名', width: 100 },
    { dataIndex: 'phone', title: '手机号', width: 130 },
    { dataIndex: 'idCard', title: '身份证号', width: 190 },
    { dataIndex: 'sex', title: '性别', width: 70, dictCode: 'sex' },
    { dataIndex: 'certified', title: '实名认证', width: 100, dictCode: 'verify_status' },
    { dataIndex: 'isMember', title: '会员', width: 70, dictCode: 'yn' },
    { dataIndex: 'createTime', title: '注册时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'realName', label: '姓名' },
    { field: 'nickname', label: '昵称' },
    { field: 'certified', label: '实名认证', type: 'select', dictCode: 'verify_status' },
  ],
  detail: [
    { dataIndex: 'nickname', title: '昵称' },
    { dataIndex: 'realName', title: '姓名' },
    { dataIndex: 'phone', title: '手机号' },
    { dataIndex: 'idCard', title: '身份证号' },
    { dataIndex: 'certified', title: '实名认证', dictCode: 'verify_status' },
    { dataIndex: 'orderCount', title: '订单数' },
    { dataIndex: 'orderAmount', title: '订单金额', format: 'money' },
    { dataIndex: 'paidAmount', title: '已付金额', format: 'money' },
    { dataIndex: 'overdueOrders', title: '逾期订单数' },
    { dataIndex: 'createTime', title: '注册时间' },
  ],
});
