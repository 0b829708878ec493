/** Demo users per tenant. Phones are unique and match both 1[3-9]\d{9} and the client's 1[34578]\d{9}. */

export type DemoRoleCode = 'tenant_admin' | 'shop_operator' | 'channel_partner' | 'staff';

export interface DemoPerson {
  username: string;
  realname: string;
  /** 1 male, 2 female. */
  sex: 1 | 2;
  birthday: string;
  phone: string;
  /** Position codes (sys_position.code), comma-separated as JeecgBoot stores `post`. */
  post: string;
  /** 3 tenant, 4 shop, 5 agent, 6 agent needing the signing check. */
  authority: 3 | 4 | 5 | 6;
  /** Org codes of the user's departments; the first is the current one (sys_user.org_code). */
  departs: string[];
  roles: DemoRoleCode[];
  /** Key of the user's shop (authority 4). */
  shop?: string;
  /** Key of the user's channel (authority 5 and 6). */
  channel?: string;
  /** 2 frozen. */
  status?: 1 | 2;
  telephone?: string;
}

type Extra = Partial<Pick<DemoPerson, 'authority' | 'roles' | 'shop' | 'channel' | 'status' | 'telephone'>>;

function person(
  username: string,
  realname: string,
  sex: 1 | 2,
  birthday: string,
  phone: string,
  post: string,
  departs: string[],
  extra: Extra = {},
): DemoPerson {
  return { username, realname, sex, birthday, phone, post, departs, authority: 3, roles: ['staff'], ...extra };
}

/** People of 华东租赁 (1001); the first three are the required demo users. */
const HUADONG: DemoPerson[] = [
  person('tenant1', '陈国华', 1, '1978-03-12', '13857101001', 'general_manager', ['A01', 'A01A01'], {
    roles: ['tenant_admin'],
    telephone: '0571-86001001',
  }),
  person('shop1', '林晓峰', 1, '1989-07-22', '13857101002', 'store_manager', ['A01A04', 'A01A04A01'], {
    authority: 4,
    shop: 'main',
    roles: ['shop_operator'],
  }),
  person('agent1', '周建明', 1, '1985-11-05', '13857101003', 'channel_partner', ['A01A03A01'], {
    authority: 5,
    channel: 'signed',
    roles: ['channel_partner'],
  }),
  person('wanglijuan', '王丽娟', 2, '1987-02-14', '13857101004', 'ops_manager', ['A01A01'], {
    roles: ['staff', 'shop_operator'],
  }),
  person('limingxuan', '李明轩', 1, '1990-09-30', '13857101005', 'cs_supervisor', ['A01A01A01']),
  person('zhangxinyi', '张欣怡', 2, '1995-04-18', '15867102006', 'cs_specialist', ['A01A01A01']),
  person('liuzihao', '刘子豪', 1, '1993-12-01', '15867102007', 'risk_specialist', ['A01A01A02', 'A01A02A01']),
  person('zhaoxuemei', '赵雪梅', 2, '1983-06-25', '15867102008', 'finance_manager', ['A01A02']),
  person('sunhaoran', '孙浩然', 1, '1996-08-09', '18867103009', 'accountant', ['A01A02A01']),
  person('hejiaqi', '何佳琪', 2, '1997-01-20', '18867103010', 'market_specialist', ['A01A03A01']),
  person('majunjie', '马俊杰', 1, '1998-05-16', '18867103011', 'ops_specialist', ['A01A04A01'], {
    authority: 4,
    shop: 'main',
    roles: ['shop_operator'],
  }),
  person('gaomeiling', '高美玲', 2, '1994-10-03', '17757104012', 'assistant', ['A01'], { status: 2 }),
  person('luozhiyuan', '罗志远', 1, '1992-03-27', '17757104013', 'cs_specialist', ['A01A01A01', 'A01A03A01']),
];

/** People of 华南优选 (1002); agent2 has no department (the 您尚未设置部门信息! case). */
const HUANAN: DemoPerson[] = [
  person('tenant2', '黄志强', 1, '1980-08-08', '13922801001', 'general_manager', ['A01', 'A01A02'], {
    roles: ['tenant_admin'],
    telephone: '0755-83002001',
  }),
  person('shop2', '郑雅婷', 2, '1991-05-12', '13922801002', 'store_manager', ['A01A04A01'], {
    authority: 4,
    shop: 'main',
    roles: ['shop_operator'],
  }),
  person('agent2', '吴海涛', 1, '1986-12-19', '13922801003', 'channel_partner', [], {
    authority: 6,
    channel: 'unsigned',
    roles: ['channel_partner'],
  }),
  person('xiewanqing', '谢婉清', 2, '1988-04-04', '13922801004', 'ops_manager', ['A01A01'], {
    roles: ['staff', 'shop_operator'],
  }),
  person('liangweidong', '梁伟东', 1, '1990-07-07', '13922801005', 'ops_specialist', ['A01A01A01']),
  person('chenshuyi', '陈淑仪', 2, '1994-02-28', '15989202006', 'ops_specialist', ['A01A01A02']),
  person('huangjunhui', '黄俊辉', 1, '1993-09-15', '15989202007', 'cs_supervisor', ['A01A02', 'A01A02A01']),
  person('linxiaomin', '林晓敏', 2, '1996-11-11', '15989202008', 'cs_specialist', ['A01A02A01']),
  person('zhangjiawei', '张家伟', 1, '1989-01-23', '18998203009', 'finance_manager', ['A01A03']),
  person('hexiaoyan', '何晓燕', 2, '1995-06-06', '18998203010', 'accountant', ['A01A03A01']),
  person('caizhiming', '蔡志明', 1, '1997-03-03', '18998203011', 'ops_specialist', ['A01A04A01'], {
    authority: 4,
    shop: 'main',
    roles: ['shop_operator'],
  }),
  person('fengliting', '冯丽婷', 2, '1998-08-18', '17722804012', 'cs_specialist', ['A01A02A01', 'A01A01A02']),
  person('ouyangjie', '欧阳杰', 1, '1991-10-10', '17722804013', 'market_specialist', ['A01A01']),
];

/** Demo people by tenant id, with the work-number prefix of each tenant. */
export const DEMO_PEOPLE: ReadonlyMap<number, { workNoPrefix: string; people: readonly DemoPerson[] }> = new Map([
  [1001, { workNoPrefix: 'HD', people: HUADONG }],
  [1002, { workNoPrefix: 'HN', people: HUANAN }],
]);
