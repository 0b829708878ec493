/**
 * A small stock JeecgBoot 3.x data set: the rows the stand-in answers from, shaped like JeecgBoot's
 * tables (sys_user, sys_role, sys_depart, sys_dict_item, sys_position, sys_check_rule, sys_tenant).
 * The menus (sys_permission) are in stock-menus.ts: a user's `menu` says which one they hold.
 */

export interface StockUser {
  id: string;
  username: string;
  realname: string;
  password: string;
  avatar: string | null;
  birthday: string | null;
  sex: number;
  email: string | null;
  phone: string | null;
  orgCode: string;
  orgCodeTxt: string;
  status: number;
  delFlag: number;
  workNo: string | null;
  createBy: string | null;
  createTime: string;
  roleCodes: string[];
  menu: 'vue3' | 'vue2';
}

/** Every stock account's password in this data set (JeecgBoot's demo accounts use 123456). */
export const STOCK_PASSWORD = '123456';

export const TENANT = {
  id: 1000,
  name: '北京国炬信息技术有限公司',
  status: 1,
  trade: 'it',
  companySize: '1',
  delFlag: 0,
};

export const USERS: StockUser[] = [
  {
    id: 'e9ca23d68d884d4ebb19d07889727dae',
    username: 'admin',
    realname: '管理员',
    password: STOCK_PASSWORD,
    avatar: null,
    birthday: '2018-12-05',
    sex: 1,
    email: 'jeecg@163.com',
    phone: '18611111111',
    orgCode: 'A01',
    orgCodeTxt: '北京国炬信息技术有限公司',
    status: 1,
    delFlag: 0,
    workNo: '00001',
    createBy: null,
    createTime: '2018-12-20 10:59:04',
    roleCodes: ['admin'],
    menu: 'vue3',
  },
  {
    id: 'a75d45a015c44384a04449ee80dc3503',
    username: 'jeecg',
    realname: 'jeecg',
    password: STOCK_PASSWORD,
    avatar: null,
    birthday: null,
    sex: 2,
    email: 'jeecg@163.com',
    phone: '13911111111',
    orgCode: 'A01A05',
    orgCodeTxt: '研发部',
    status: 1,
    delFlag: 0,
    workNo: '100',
    createBy: 'admin',
    createTime: '2019-02-13 16:02:36',
    roleCodes: ['test'],
    menu: 'vue2',
  },
  {
    id: 'f0019fdebedb443c98dcb17d88222c38',
    username: 'zhagnxiao',
    realname: '张小红',
    password: STOCK_PASSWORD,
    avatar: null,
    birthday: '2019-04-01',
    sex: 2,
    email: null,
    phone: '18611788674',
    orgCode: 'A01A05',
    orgCodeTxt: '研发部',
    status: 2,
    delFlag: 0,
    workNo: '00002',
    createBy: 'admin',
    createTime: '2023-10-01 19:34:10',
    roleCodes: ['test'],
    menu: 'vue2',
  },
];

export const ROLES = [
  {
    id: 'f6817f48af4fb3af11b9e8bf182f618b',
    roleName: '管理员',
    roleCode: 'admin',
    description: '管理员',
    createBy: null,
    createTime: '2018-12-21 18:03:39',
    tenantId: 1000,
  },
  {
    id: 'ee8626f80f7c2619917b6236f3a7f02b',
    roleName: '临时角色',
    roleCode: 'test',
    description: '这是新建的临时角色123',
    createBy: null,
    createTime: '2018-12-20 10:59:04',
    tenantId: 1000,
  },
  {
    id: '1501570619841810433',
    roleName: '财务出纳',
    roleCode: 'caiwu',
    description: null,
    createBy: 'admin',
    createTime: '2022-03-09 22:08:12',
    tenantId: 1000,
  },
];

/** sys_depart rows (parentId '' = top level). */
export const DEPARTS = [
  {
    id: 'c6d7cb4deeac411cb3384b1b31278596',
    parentId: '',
    departName: '北京国炬信息技术有限公司',
    orgCategory: '1',
    orgCode: 'A01',
    mobile: '010-88888888',
    address: '北京市海淀区',
    departOrder: 0,
    status: '1',
  },
  {
    id: '57197590443c44f083d42ae24ef26a2c',
    parentId: 'c6d7cb4deeac411cb3384b1b31278596',
    departName: '研发部',
    orgCategory: '2',
    orgCode: 'A01A05',
    mobile: null,
    address: null,
    departOrder: 0,
    status: '1',
  },
  {
    id: '67fc001af12a4f9b8458005d3f19934a',
    parentId: 'c6d7cb4deeac411cb3384b1b31278596',
    departName: '财务部',
    orgCategory: '2',
    orgCode: 'A01A03',
    mobile: null,
    address: null,
    departOrder: 1,
    status: '1',
  },
  {
    id: 'a7d7e77e06c84325a40932163adcdaa6',
    parentId: '67fc001af12a4f9b8458005d3f19934a',
    departName: '出纳岗',
    orgCategory: '3',
    orgCode: 'A01A03A01',
    mobile: null,
    address: null,
    departOrder: 0,
    status: '0',
  },
];

/** sys_dict + sys_dict_item, as dictCode -> [value, text]. */
export const DICTS: Record<string, [string, string][]> = {
  sex: [
    ['1', '男'],
    ['2', '女'],
  ],
  user_status: [
    ['1', '正常'],
    ['2', '冻结'],
  ],
  org_category: [
    ['1', '公司'],
    ['2', '部门'],
    ['3', '岗位'],
  ],
  depart_status: [
    ['1', '启用'],
    ['0', '不启用'],
  ],
  position_rank: [
    ['1', '员级'],
    ['2', '助级'],
    ['3', '中级'],
    ['4', '副高级'],
    ['5', '正高级'],
  ],
  priority: [
    ['H', '高'],
    ['M', '中'],
    ['L', '低'],
  ],
};

/** sys_position rows (JeecgBoot 2.x / early 3.x: `postRank` with @Dict(dicCode = "position_rank")). */
export const POSITIONS = [
  {
    id: '1185040064792571906',
    code: 'devleader',
    name: '研发主管',
    postRank: '4',
    createBy: 'admin',
    createTime: '2019-10-18 11:49:03',
  },
  {
    id: '1256485574212153345',
    code: 'dev',
    name: '开发工程师',
    postRank: '3',
    createBy: 'admin',
    createTime: '2020-05-02 15:31:27',
  },
];

/** sys_check_rule rows. */
export const CHECK_RULES = [
  {
    id: '1224980593992388610',
    ruleName: '通用编码规则',
    ruleCode: 'common',
    ruleJson:
      '[{"digits":"1","pattern":"^[a-z|A-Z]$","message":"第一位只能是字母"},{"digits":"*","pattern":"^[0-9|a-z|A-Z|_]{0,}$","message":"只能填写数字、大小写字母、下划线"}]',
    ruleDescription: '以字母开头，其余为数字、字母或下划线',
    createBy: 'admin',
    createTime: '2020-02-05 16:58:27',
  },
];
