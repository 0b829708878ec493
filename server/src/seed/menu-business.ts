import { button, buttons, group, page } from './menu-builders';
import type { MenuSeedNode } from './types';

/** Menu groups of the business areas: orders, products, shops, marketing, money and risk. */

export const ORDER_MENU: MenuSeedNode = group('/order', '订单管理', 'IconOrderedList', [
  page('/order/orderList', '订单列表', 'order/OrderList', { keepAlive: true }, [
    button('order:export', '导出订单'),
    button('order:add', '补录订单'),
    button('order:edit', '编辑订单'),
    button('order:delete', '删除订单'),
    button('order:batch_delete', '批量删除订单'),
    button('order:import', '导入订单'),
    button('order:allocation', '分配订单'),
    button('order:remark', '订单备注'),
    // Inactive rule: lets the client's two readings of status 0 be observed.
    button('order:close', '关闭订单', { status: '0', description: '已停用的按钮规则' }),
    button('order:form:amount', '修改订单金额', { permsType: '2', description: '禁用型：无权限时表单项只读' }),
  ]),
  // Static detail page; the client also routes it with meta.parentPath '/order/orderList'.
  page('/order/orderDetailsNew', '订单详情', 'order/OrderDetailsNew', { hidden: true }),
  page('/order/overdueOrder', '逾期订单', 'order/OverdueOrderList', { keepAlive: true }, [
    button('overdue:export', '导出逾期订单'),
    button('overdue:remind', '催收提醒'),
  ]),
  page('/order/stages', '分期账单', 'order/StagesList', {}, [button('stages:export', '导出分期账单')]),
  // Route flag "0": a parameterised entry the client must not register (docs/business-spec.md §2).
  page('/order/stagesDetail/:orderId', '分期详情', 'order/StagesDetail', {
    hidden: true,
    isRoute: false,
    description: '带参数的菜单项，仅用于授权，不注册路由',
  }),
  page('/order/allocation', '订单分配', 'order/AllocationList', {}, [button('order:claim', '认领订单')]),
  page('/order/commissionConfig', '订单佣金配置', 'order/CommissionConfig', {}, [
    button('orderCommission:add', '新增佣金配置'),
    button('orderCommission:edit', '编辑佣金配置'),
  ]),
]);

export const BUY_ORDER_MENU: MenuSeedNode = group('/buyOrder', '购买订单', 'IconArchive', [
  page('/buyOrder/buyOrderList', '购买订单列表', 'buyOrder/BuyOrderList', { keepAlive: true }, [
    button('buyOrder:export', '导出购买订单'),
    button('buyOrder:ship', '发货'),
  ]),
  page('/buyOrder/afterSale', '售后订单', 'buyOrder/AfterSaleList', {}, [button('afterSale:handle', '处理售后')]),
]);

export const PRODUCT_MENU: MenuSeedNode = group('/product', '商品管理', 'IconStorage', [
  page(
    '/product/productList',
    '商品列表',
    'product/ProductList',
    { keepAlive: true },
    buttons('product', '商品', 'add', 'edit', 'delete', 'batch_delete', 'export'),
  ),
  page('/product/productEdit', '商品编辑', 'product/ProductEdit', { hidden: true }),
  page('/product/category', '商品类目', 'product/CategoryList'),
  page(
    '/product/tenantProduct',
    '租户商品',
    'product/TenantProductList',
    {},
    buttons('tenantProduct', '租户商品', 'add', 'edit'),
  ),
  page(
    '/product/commission',
    '商品佣金',
    'product/CommissionList',
    {},
    buttons('productCommission', '商品佣金', 'add', 'edit'),
  ),
  page(
    '/product/empowerPrice',
    '赋能价格配置',
    'product/EmpowerPriceConfig',
    {},
    buttons('empowerPrice', '赋能价格', 'add', 'edit'),
  ),
]);

export const SHOP_MENU: MenuSeedNode = group('/shop', '店铺管理', 'IconHome', [
  page('/shop/shopList', '店铺列表', 'shop/ShopList', {}, buttons('shop', '店铺', 'add', 'edit')),
  page('/shop/shopInfo', '店铺信息', 'shop/ShopInfo'),
  page(
    '/shop/giveBackAddress',
    '归还地址',
    'shop/GiveBackAddressList',
    {},
    buttons('giveBack', '归还地址', 'add', 'edit', 'delete'),
  ),
  page(
    '/shop/shopService',
    '店铺服务',
    'shop/ShopServiceList',
    {},
    buttons('shopService', '店铺服务', 'add', 'edit', 'delete'),
  ),
]);

export const ACTIVITY_MENU: MenuSeedNode = group('/activity', '营销活动', 'IconFire', [
  page(
    '/activity/activityList',
    '活动列表',
    'activity/ActivityList',
    {},
    buttons('activity', '活动', 'add', 'edit', 'delete'),
  ),
  page(
    '/activity/activityGoods',
    '活动商品',
    'activity/ActivityGoodsList',
    {},
    buttons('activityGoods', '活动商品', 'add', 'edit', 'delete'),
  ),
]);

export const COUPON_MENU: MenuSeedNode = group('/coupon', '优惠券', 'IconGift', [
  page(
    '/coupon/couponTemplate',
    '优惠券模板',
    'coupon/CouponTemplateList',
    {},
    buttons('coupon', '优惠券', 'add', 'edit', 'delete', 'batch_delete', 'import', 'export'),
  ),
  page('/coupon/userCoupon', '用户优惠券', 'coupon/UserCouponList'),
]);

export const RECHARGE_MENU: MenuSeedNode = group('/recharge', '充值管理', 'IconThunderbolt', [
  page('/recharge/rechargeList', '充值记录', 'recharge/RechargeList', {}, [button('recharge:export', '导出充值记录')]),
  page(
    '/recharge/rechargeConfig',
    '充值配置',
    'recharge/RechargeConfig',
    {},
    buttons('rechargeConfig', '充值档位', 'add', 'edit', 'delete'),
  ),
]);

export const BALANCE_MENU: MenuSeedNode = group('/balance', '余额账单', 'IconSave', [
  page('/balance/account', '账户余额', 'balance/Account', {}, [
    button('balance:withdraw', '申请提现'),
    button('balance:frequency', '修改结算周期'),
  ]),
  page('/balance/fundFlow', '资金流水', 'balance/FundFlowList', {}, [button('fundFlow:export', '导出资金流水')]),
  page(
    '/balance/billConfig',
    '分期账单配置',
    'balance/BillConfig',
    {},
    buttons('billConfig', '账单配置', 'add', 'edit'),
  ),
]);

/** Financial statistics (docs/business-spec.md §7: /sys/statistical/findExamineList, findExemptionList). */
export const STATISTICS_MENU: MenuSeedNode = group('/statistics', '财务统计', 'IconArrowRise', [
  page('/statistics/examineList', '审核统计', 'statistics/ExamineList'),
  page('/statistics/exemptionList', '减免统计', 'statistics/ExemptionList'),
  page('/statistics/financialReport', '财务报表', 'statistics/FinancialReport'),
]);

export const RISK_MENU: MenuSeedNode = group('/risk', '风控管理', 'IconSafe', [
  page('/risk/riskApproval', '风控审批', 'risk/RiskApprovalList', { keepAlive: true }, [
    button('risk:approve', '审批通过'),
    button('risk:reject', '审批驳回'),
  ]),
  page('/risk/riskRule', '风控规则', 'risk/RiskRuleList', {}, buttons('riskRule', '风控规则', 'add', 'edit', 'delete')),
]);

export const CREDIT_MENU: MenuSeedNode = group('/credit', '信用管理', 'IconIdcard', [
  page('/credit/creditQuery', '征信查询', 'credit/CreditQuery', {}, [button('credit:query', '查询征信')]),
  page('/credit/creditReport', '信用报告', 'credit/CreditReportList'),
]);
