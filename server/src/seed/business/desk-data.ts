/** Demo rows of the desk pages: message templates and sent messages, tenant configuration. */

/** [code, name, type (1 短信, 2 邮件, 3 系统消息, 4 微信), content, test JSON] */
export const MESSAGE_TEMPLATES: readonly (readonly [string, string, number, string, string])[] = [
  [
    'ORDER_SHIPPED',
    '订单发货通知',
    1,
    '您的订单{{orderNo}}已发货，物流单号{{expressNo}}，请注意查收。',
    '{"orderNo":"ZL202611010001","expressNo":"SF1234567890"}',
  ],
  [
    'STAGE_DUE',
    '账单到期提醒',
    1,
    '您的第{{period}}期租金{{amount}}元将于{{dueDate}}到期，请按时支付。',
    '{"period":"3","amount":"299.00","dueDate":"2026-12-01"}',
  ],
  [
    'OVERDUE_WARN',
    '逾期催缴通知',
    1,
    '您的订单{{orderNo}}已逾期{{days}}天，请尽快还款以免影响信用。',
    '{"orderNo":"ZL202610150008","days":"5"}',
  ],
  [
    'SETTLE_REPORT',
    '月度结算报表',
    2,
    '<p>{{shopName}}：您好，附件为{{month}}月结算报表，请查收。</p>',
    '{"shopName":"杭州旗舰店","month":"10"}',
  ],
  [
    'RISK_RESULT',
    '风控审核结果',
    3,
    '订单{{orderNo}}风控审核{{result}}。',
    '{"orderNo":"ZL202611020003","result":"通过"}',
  ],
];

/** [template code, type, title, content, receiver, status (0 未发送, 1 成功, 2 失败), attempts, result, hours ago] */
export const MESSAGES: readonly (readonly [string, number, string, string, string, number, number, string, number])[] =
  [
    [
      'ORDER_SHIPPED',
      1,
      '订单发货通知',
      '您的订单ZL202611010001已发货，物流单号SF1234567890，请注意查收。',
      '13857101001',
      1,
      1,
      '发送成功',
      2,
    ],
    [
      'STAGE_DUE',
      1,
      '账单到期提醒',
      '您的第3期租金299.00元将于2026-12-01到期，请按时支付。',
      '13857101002',
      1,
      1,
      '发送成功',
      5,
    ],
    [
      'OVERDUE_WARN',
      1,
      '逾期催缴通知',
      '您的订单ZL202610150008已逾期5天，请尽快还款以免影响信用。',
      '13857101003',
      2,
      1,
      '运营商网关超时',
      9,
    ],
    [
      'SETTLE_REPORT',
      2,
      '月度结算报表',
      '杭州旗舰店：您好，附件为10月结算报表，请查收。',
      'finance@example.com',
      1,
      1,
      '发送成功',
      26,
    ],
    ['RISK_RESULT', 3, '风控审核结果', '订单ZL202611020003风控审核通过。', 'shop1', 1, 1, '发送成功', 30],
    [
      'STAGE_DUE',
      1,
      '账单到期提醒',
      '您的第2期租金199.00元将于2026-12-05到期，请按时支付。',
      '13857101004',
      0,
      0,
      '',
      1,
    ],
    [
      'OVERDUE_WARN',
      1,
      '逾期催缴通知',
      '您的订单ZL202610200011已逾期12天，请尽快还款以免影响信用。',
      '13857101005',
      2,
      2,
      '号码已停机',
      50,
    ],
  ];

/** Base configuration per tenant id. */
export const TENANT_BASE: Readonly<Record<number, readonly [string, string, string, string, number, number]>> = {
  1001: ['华东租赁商城', '400-820-1001', 'service@hdzl.example.com', '每天 09:00-21:00', 30, 7],
  1002: ['华南优选', '400-830-1002', 'kefu@hnyx.example.com', '工作日 09:00-18:00', 15, 10],
};

/** [channel, app id, merchant no, notify url, enabled] per tenant; secrets are generated demo values. */
export const TENANT_PAY: Readonly<Record<number, readonly (readonly [string, string, string, string, number])[]>> = {
  1001: [
    ['alipay', '2021004100610001', '2088641000010001', 'https://pay.hdzl.example.com/notify/alipay', 1],
    ['wechat', 'wx8f1d2c3b4a500001', '1650010001', 'https://pay.hdzl.example.com/notify/wechat', 0],
  ],
  1002: [['alipay', '2021004100620002', '2088641000020002', 'https://pay.hnyx.example.com/notify/alipay', 1]],
};

/** What staff members ask the tenant's customer service (staff -> desk conversations). */
export const STAFF_QUESTIONS: Readonly<Record<string, readonly [string, string]>> = {
  shop1: ['请问本月的结算单什么时候出？', '您好，结算单将于每月5日生成，届时可在资金流水中查看。'],
};
