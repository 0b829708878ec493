import type { DictSeed } from './types';

/** Dictionaries of the platform itself: users, messages, menus, logs, organisation. */

const BLUE = '#1890ff';
const GREEN = '#52c41a';
const ORANGE = '#fa8c16';
const RED = '#f5222d';
const GREY = '#8c8c8c';
const PURPLE = '#722ed1';

export const SYSTEM_DICTS: readonly DictSeed[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    items: [
      ['1', '正常', GREEN],
      ['2', '冻结', RED],
    ],
  },
  {
    code: 'user_identity',
    name: '用户身份',
    items: [
      ['1', '普通用户'],
      ['2', '上级'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    description: 'L 一般（蓝），M 重要（橙），H 紧急（红）',
    items: [
      ['L', '低', BLUE],
      ['M', '中', ORANGE],
      ['H', '高', RED],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'msg_type',
    name: '通告对象类型',
    items: [
      ['ALL', '全体用户'],
      ['USER', '指定用户'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布', GREY],
      ['1', '已发布', GREEN],
      ['2', '已撤销', RED],
    ],
  },
  {
    code: 'read_flag',
    name: '阅读状态',
    items: [
      ['0', '未读', ORANGE],
      ['1', '已读', GREY],
    ],
  },
  {
    code: 'open_type',
    name: '打开方式',
    items: [
      ['url', '链接'],
      ['component', '组件'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    items: [
      ['1', '有效', GREEN],
      ['0', '无效', GREY],
    ],
  },
  {
    code: 'del_flag',
    name: '删除标记',
    items: [
      ['0', '正常'],
      ['1', '已删除'],
    ],
  },
  {
    code: 'authority',
    name: '用户权限类型',
    description: '6 为需签署合作协议的渠道商',
    items: [
      ['1', '平台管理员', PURPLE],
      ['3', '租户', BLUE],
      ['4', '店铺', GREEN],
      ['5', '渠道商', ORANGE],
      ['6', '渠道商(待签署)', RED],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    items: [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '岗位'],
    ],
  },
  {
    code: 'position_rank',
    name: '职级',
    items: [
      ['1', '总监级'],
      ['2', '经理级'],
      ['3', '主管级'],
      ['4', '专员级'],
      ['5', '助理级'],
    ],
  },
  {
    code: 'depart_status',
    name: '部门状态',
    items: [
      ['1', '启用', GREEN],
      ['0', '停用', GREY],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '修改'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'perms_type',
    name: '按钮权限策略',
    items: [
      ['1', '显示'],
      ['2', '禁用'],
    ],
  },
  {
    code: 'rule_status',
    name: '按钮规则状态',
    items: [
      ['1', '有效', GREEN],
      ['0', '无效', GREY],
    ],
  },
  {
    code: 'rule_conditions',
    name: '数据规则条件',
    items: [
      ['>', '大于'],
      ['<', '小于'],
      ['!=', '不等于'],
      ['=', '等于'],
      ['>=', '大于等于'],
      ['<=', '小于等于'],
      ['LEFT_LIKE', '左模糊'],
      ['RIGHT_LIKE', '右模糊'],
      ['LIKE', '模糊'],
      ['IN', '包含'],
      ['USE_SQL_RULES', '自定义SQL表达式'],
    ],
  },
  {
    code: 'tenant_status',
    name: '租户状态',
    items: [
      ['1', '正常', GREEN],
      ['0', '冻结', RED],
    ],
  },
  {
    code: 'quartz_status',
    name: '定时任务状态',
    items: [
      ['0', '正常', GREEN],
      ['-1', '停止', GREY],
    ],
  },
  {
    code: 'third_type',
    name: '第三方登录类型',
    items: [
      ['wechat_open', '微信'],
      ['alipay', '支付宝'],
      ['dingtalk', '钉钉'],
      ['oauth2', 'OAuth2'],
    ],
  },
];
