import type { FastifyInstance } from 'fastify';
import type { Access } from '../../auth/access';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { EntityDef } from '../../data/entity';
import { sendExport } from '../../data/excel';
import { scopeOf } from '../../data/scope';
import { refuseAgent } from '../business-shared';
import { queryOf } from '../crud';
import { FUND_FLOW_ENTITY } from '../finance/entities';
import { ORDER_VIEW_ENTITY, STAGE_VIEW_ENTITY } from './entities';

/** Columns of the order exports, in sheet order. */
export const ORDER_COLUMNS: Readonly<Record<string, string>> = {
  orderNo: '订单号',
  orderType: '订单类型',
  status: '订单状态',
  shopName: '店铺',
  channelName: '渠道',
  userName: '用户姓名',
  userPhone: '手机号',
  productName: '商品',
  specName: '规格',
  quantity: '数量',
  totalAmount: '订单金额',
  deposit: '押金',
  paidAmount: '已付金额',
  unpaidAmount: '待付金额',
  stages: '期数',
  overdueFlag: '逾期状态',
  overdueDays: '逾期天数',
  overdueAmount: '逾期金额',
  allocationUserName: '跟进人',
  createTime: '下单时间',
};

const STAGE_COLUMNS: Readonly<Record<string, string>> = {
  orderNo: '订单号',
  orderType: '订单类型',
  userName: '用户姓名',
  userPhone: '手机号',
  productName: '商品',
  stageNo: '期数',
  totalStages: '总期数',
  dueDate: '应还日期',
  amount: '应还金额',
  paidAmount: '已还金额',
  waivedAmount: '减免金额',
  remainingAmount: '待还金额',
  status: '状态',
  overdueDays: '逾期天数',
  paidTime: '还款时间',
};

const FLOW_COLUMNS: Readonly<Record<string, string>> = {
  flowNo: '流水号',
  flowType: '类型',
  amount: '金额',
  balanceAfter: '变动后余额',
  orderNo: '订单号',
  remark: '说明',
  createTime: '时间',
};

interface ExportSpec {
  path: string;
  title: string;
  entity: EntityDef;
  columns: Readonly<Record<string, string>>;
  access: Access;
  /** Filters the export always carries (the list's fixed narrowing). */
  fixed?: Record<string, string>;
  /** The list's own default order, when the request names none (else createTime desc). */
  defaultSort?: { column: string; order: 'asc' | 'desc' };
}

const EXPORTS: readonly ExportSpec[] = [
  {
    path: '/business/order/exportXls',
    title: '订单列表',
    entity: ORDER_VIEW_ENTITY,
    columns: ORDER_COLUMNS,
    access: { perm: 'order:export' },
  },
  {
    path: '/business/buyOrder/exportXls',
    title: '购买订单',
    entity: ORDER_VIEW_ENTITY,
    columns: ORDER_COLUMNS,
    access: { perm: 'buyOrder:export' },
    fixed: { orderType: '2' },
  },
  {
    path: '/business/overdueOrder/exportXls',
    title: '逾期订单',
    entity: ORDER_VIEW_ENTITY,
    columns: ORDER_COLUMNS,
    access: { perm: 'overdue:export' },
    fixed: { overdueFlag: '1' },
    defaultSort: { column: 'overdueDays', order: 'desc' },
  },
  {
    path: '/business/orderStage/exportXls',
    title: '分期账单',
    entity: STAGE_VIEW_ENTITY,
    columns: STAGE_COLUMNS,
    access: { perm: 'stages:export' },
  },
  {
    path: '/shopFundFlow/exportXls',
    title: '资金流水',
    entity: FUND_FLOW_ENTITY,
    columns: FLOW_COLUMNS,
    access: { perm: 'fundFlow:export' },
  },
];

/**
 * exportXls of the order, purchase, overdue, instalment and fund-flow lists: the list's filters,
 * super query and sort (or `selections`), dictionary texts, streamed through the shared Excel layer.
 */
export function exportRoutes(api: FastifyInstance, ctx: AppContext): void {
  for (const spec of EXPORTS) {
    api.get(spec.path, { config: { access: spec.access } }, async (request, reply) => {
      const user = currentUser(request);
      refuseAgent(user, '渠道用户不能导出数据');
      const query = queryOf(request);
      if (spec.defaultSort && !query.column) Object.assign(query, spec.defaultSort);
      const wanted = new Set(
        String(query.exportFields ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => Object.hasOwn(spec.columns, name)),
      );
      const columns = Object.entries(spec.columns)
        .filter(([field]) => wanted.size === 0 || wanted.has(field))
        .map(([field, title]) => ({
          field,
          title,
          def: spec.entity.fields[field] as NonNullable<EntityDef['fields'][string]>,
        }));
      return sendExport(reply, ctx, {
        title: spec.title,
        entity: spec.entity,
        columns,
        scope: scopeOf(user),
        query,
        ...(spec.fixed ? { fixed: spec.fixed } : {}),
      });
    });
  }
}
