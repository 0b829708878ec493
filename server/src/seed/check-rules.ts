/**
 * Code check rules (sys_check_rule), in JeecgBoot's `rule_json` format: a JSON array of
 * `{digits, pattern, message}` applied left to right. `digits` is either a count N, meaning the
 * rule checks the next N characters, or '*', meaning it checks all remaining characters (only last).
 * `pattern` is a regular expression tested against that slice; `message` is shown when it fails.
 * A value with characters left over after the last rule fails with that rule's message.
 */
export interface CheckRulePart {
  digits: string;
  pattern: string;
  message: string;
}

export interface CheckRuleSeed {
  code: string;
  name: string;
  description: string;
  parts: readonly CheckRulePart[];
}

export const CHECK_RULES: readonly CheckRuleSeed[] = [
  {
    code: 'common',
    name: '通用编码规则',
    description: '首位小写字母，其后为数字',
    parts: [
      { digits: '1', pattern: '^[a-z]$', message: '第一位只能是小写字母' },
      { digits: '*', pattern: '^[0-9]+$', message: '后面只能是数字' },
    ],
  },
  {
    code: 'work_no',
    name: '工号规则',
    description: '两位大写字母加四位数字，如 HD0001',
    parts: [
      { digits: '2', pattern: '^[A-Z]{2}$', message: '工号前两位必须是大写字母' },
      { digits: '*', pattern: '^[0-9]{4}$', message: '工号后面必须是4位数字' },
    ],
  },
  {
    code: 'shop_code',
    name: '店铺编码规则',
    description: 'SP 开头加6位数字',
    parts: [
      { digits: '2', pattern: '^SP$', message: '店铺编码须以SP开头' },
      { digits: '*', pattern: '^[0-9]{6}$', message: '店铺编码后面必须是6位数字' },
    ],
  },
  {
    code: 'order_no',
    name: '订单编号规则',
    description: 'ZL（租赁）或 GM（购买）开头加14到20位数字',
    parts: [
      { digits: '2', pattern: '^(ZL|GM)$', message: '订单号须以ZL或GM开头' },
      { digits: '*', pattern: '^[0-9]{14,20}$', message: '订单号后面须为14到20位数字' },
    ],
  },
  {
    code: 'credit_code',
    name: '统一社会信用代码',
    description: '18位统一社会信用代码',
    parts: [
      {
        digits: '*',
        pattern: '^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$',
        message: '统一社会信用代码格式不正确',
      },
    ],
  },
];
