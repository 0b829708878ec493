import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerExcelRoutes } from '../../data/excel';
import type { ApiRow } from '../../data/repository';
import { formatDateTime } from '../../util/time';
import { couponColumns } from './coupon-rules';
import { COUPON_TEMPLATE_ENTITY } from './marketing-entities';

/** Sheet columns of coupon templates, in order (received and used counts are exported only). */
export const COUPON_EXCEL_COLUMNS = {
  name: '优惠券名称',
  couponType: '优惠券类型',
  amount: '优惠金额',
  discount: '折扣',
  maxDiscount: '最高优惠金额',
  threshold: '使用门槛',
  validType: '有效期类型',
  startTime: '开始时间',
  endTime: '结束时间',
  validDays: '领取后有效天数',
  totalQuantity: '发放总量',
  perUserLimit: '每人限领',
  receivedQuantity: '已领取数量',
  usedQuantity: '已使用数量',
  status: '状态',
  description: '使用说明',
} as const;

/**
 * An imported row checked by the same rules as the form, then rewritten to the clean values (a
 * discount coupon's amount 0, a no-threshold coupon's threshold 0...).
 */
export function checkImportedCoupon(body: ApiRow): void {
  const columns = couponColumns(body);
  const time = (value: unknown) => (value instanceof Date ? formatDateTime(value) : null);
  Object.assign(body, {
    name: columns.name,
    couponType: columns.coupon_type,
    amount: columns.amount,
    discount: columns.discount,
    maxDiscount: columns.max_discount,
    threshold: columns.threshold,
    validType: columns.valid_type,
    startTime: time(columns.start_time),
    endTime: time(columns.end_time),
    validDays: columns.valid_days,
    totalQuantity: columns.total_quantity,
    perUserLimit: columns.per_user_limit,
    status: columns.status,
    description: columns.description,
  });
}

/**
 * `/sys/couponTemplate/exportXls` (the filtered list or `selections`), `importExcel` (each row checked
 * like the add form, inserted in the caller's scope: a shop user's rows are their shop's) and the
 * import's `importErrorFile`.
 */
export function couponExcelRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerExcelRoutes(api, ctx, {
    base: '/sys/couponTemplate',
    entity: COUPON_TEMPLATE_ENTITY,
    access: { list: { menu: '/coupon/couponTemplate' }, add: { perm: 'coupon:import' } },
    check: checkImportedCoupon,
    excel: {
      title: '优惠券模板',
      columns: COUPON_EXCEL_COLUMNS,
      required: ['name', 'couponType', 'validType', 'totalQuantity'],
      access: { export: { perm: 'coupon:export' } },
    },
  });
}
