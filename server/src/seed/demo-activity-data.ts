/** Demo log and chat content: login sources, operations and customer questions. */

/** Public IPs of typical Chinese ISPs, by city, for the login log. */
export const LOGIN_IPS: readonly string[] = [
  '183.156.112.45',
  '115.236.18.207',
  '60.191.74.13',
  '113.108.92.166',
  '14.215.177.39',
  '121.35.101.88',
  '222.73.45.129',
  '58.247.206.11',
];

/** [log_content, operate_type, method, request_url, request_type, request_param] */
export const OPERATIONS: readonly (readonly [string, number, string, string, string, string])[] = [
  ['用户管理-分页查询', 1, 'SysUserController.queryPageList()', '/sys/user/list', 'GET', '{"pageNo":1,"pageSize":10}'],
  [
    '用户管理-编辑',
    3,
    'SysUserController.edit()',
    '/sys/user/edit',
    'PUT',
    '{"realname":"张欣怡","post":"cs_specialist"}',
  ],
  [
    '角色管理-添加',
    2,
    'SysRoleController.add()',
    '/sys/role/add',
    'POST',
    '{"roleName":"临时运营","roleCode":"temp_ops"}',
  ],
  ['角色管理-删除', 4, 'SysRoleController.delete()', '/sys/role/delete', 'DELETE', '{"id":"temp_ops"}'],
  ['订单管理-导出', 6, 'OrderController.exportXls()', '/order/exportXls', 'GET', '{"status":"5"}'],
  [
    '商品管理-编辑商品',
    3,
    'BusProductController.updateBusProduct()',
    '/business/ptoduct/updateBusProduct',
    'POST',
    '{"name":"iPhone 16 Pro 256G"}',
  ],
  [
    '职务管理-导入',
    5,
    'SysPositionController.importExcel()',
    '/sys/position/importExcel',
    'POST',
    '{"file":"positions.xlsx"}',
  ],
  [
    '系统通告-发布',
    3,
    'SysAnnouncementController.doReleaseData()',
    '/sys/annountCement/doReleaseData',
    'GET',
    '{"id":"announcement"}',
  ],
  ['部门管理-添加', 2, 'SysDepartController.add()', '/sys/sysDepart/add', 'POST', '{"departName":"临时项目组"}'],
  [
    '优惠券模板-添加',
    2,
    'CouponTemplateController.add()',
    '/sys/couponTemplate/add',
    'POST',
    '{"name":"新人立减20元","type":"1"}',
  ],
  [
    '风控审批-通过',
    3,
    'RiskApprovalController.approve()',
    '/risk/approve',
    'POST',
    '{"orderNo":"ZL202605021015300012"}',
  ],
  ['数据字典-查询', 1, 'SysDictController.queryPageList()', '/sys/dict/list', 'GET', '{"pageNo":1,"pageSize":10}'],
];

/** [sender name, message] of customers writing to customer service. */
export const CUSTOMER_MESSAGES: readonly (readonly [string, string])[] = [
  ['李先生', '你好，我租的笔记本电脑什么时候发货？'],
  ['王女士', '押金什么时候可以退回到我的账户？'],
  ['张先生', '租期到了想续租一个月，怎么操作？'],
  ['刘女士', '收到的相机镜头有划痕，可以换一台吗？'],
  ['陈先生', '请问这款手机支持租满 12 期后买断吗？'],
  ['杨女士', '分期账单扣款失败了，可以重新扣款吗？'],
];
