import { newId } from '../../util/ids';
import {
  CANCEL_REASONS,
  type CatalogItem,
  COMMUNITIES,
  GIVEN_NAMES,
  LOGISTICS,
  NICKNAMES,
  ORDER_REMARKS,
  REGIONS,
  REJECT_REASONS,
  RISK_REMARKS,
  SURNAMES,
  WAIVE_REASONS,
} from './orders-data';
import { addDays, atHour, DAY_MS, dateOf, daysBetween, HOUR_MS, MINUTE_MS, money, type Random } from './orders-random';

/** What the order seed relies on: one demo tenant's shops, channels and staff. */
export interface TenantRefs {
  tenantId: number;
  shops: { key: string; id: string; rentOrPurchase: number }[];
  channels: { key: string; id: string }[];
  staff: { id: string; username: string; authority: number; shopId: string | null; post: string | null }[];
  adminUsername: string;
}

export type Row = Record<string, unknown>;

export interface Customer {
  row: Row;
  id: string;
  name: string;
  phone: string;
  channelId: string | null;
  address: string;
}

export interface BuiltOrder {
  row: Row;
  stages: Row[];
  logs: Row[];
  /** Payments received (for the shop's fund flow). */
  payments: { cents: number; at: Date; stageNo: number }[];
}

const S = { PAY: 1, REVIEW: 2, SHIP: 3, SHIPPED: 4, RENTING: 5, TO_RETURN: 6, RETURNING: 7, RETURNED: 8 } as const;
const DONE = 9;
const CANCELLED = 10;
const OVERDUE = 11;
const BOUGHT_OUT = 12;
const REJECTED = 13;

/** The tenants' customers: applet users, most of them certified, some brought in by a channel. */
export function buildCustomers(random: Random, refs: TenantRefs, count: number, now: Date): Customer[] {
  const regions = REGIONS[refs.tenantId] ?? [];
  const phonePrefixes = ['138', '139', '137', '150', '151', '158', '159', '186', '187', '188', '135', '177'];
  const used = new Set<string>();
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = random.pick(SURNAMES) + random.pick(GIVEN_NAMES);
    let phone = '';
    do phone = random.pick(phonePrefixes) + String(random.int(0, 99_999_999)).padStart(8, '0');
    while (used.has(phone));
    used.add(phone);
    const region = random.pick(regions);
    const address = `${region.city}${random.pick(region.streets)}${random.int(1, 999)}号${random.pick(COMMUNITIES)}${random.int(1, 30)}栋${random.int(1, 28)}0${random.int(1, 4)}室`;
    const sex = random.chance(0.5) ? 1 : 2;
    const certified = random.chance(0.88) ? 1 : 0;
    // The first customers cover every channel, so each channel's guaranteed orders have a customer.
    const drawnChannel = random.chance(0.45) && refs.channels.length > 0 ? random.pick(refs.channels).id : null;
    const channel = refs.channels[i]?.id ?? drawnChannel;
    // On a calendar day, like the orders: their order in time is the same at any time of day.
    const created = atHour(addDays(dateOf(now), -random.int(1, 150)), random.int(0, 20), random.int(0, 59));
    const member = random.chance(0.2);
    const id = newId();
    customers.push({
      id,
      name,
      phone,
      channelId: channel,
      address,
      row: {
        id,
        tenant_id: refs.tenantId,
        shop_id: null,
        channel_id: channel,
        applet_id: null,
        nickname: random.chance(0.7) ? random.pick(NICKNAMES) : `用户${phone.slice(-4)}`,
        real_name: certified ? name : null,
        phone,
        id_card: `${region.idPrefix}********${String(random.int(0, 999)).padStart(3, '0')}${random.chance(0.1) ? 'X' : random.int(0, 9)}`,
        sex,
        avatar: null,
        is_member: member ? 1 : 0,
        member_expire: member ? new Date(now.getTime() + random.int(5, 330) * DAY_MS) : null,
        certified,
        status: random.chance(0.03) ? 0 : 1,
        create_time: created,
        update_time: created,
      },
    });
  }
  return customers;
}

interface Plan {
  status: number;
  /** Stage index from which payments stop (delinquent), or null. */
  delinquentFrom: number | null;
  /** Stage index repaid late (overdue_flag 2) or waived (3). */
  settledLate: { index: number; by: 'repay' | 'waive' } | null;
}

function rentPlan(random: Random, ageDays: number, endPassedDays: number | null, stages: number): Plan {
  if (ageDays === 0) {
    const status = random.weighted([
      [S.PAY, 25],
      [S.REVIEW, 35],
      [S.SHIP, 20],
      [CANCELLED, 10],
      [REJECTED, 10],
    ] as const);
    return { status, delinquentFrom: null, settledLate: null };
  }
  if (ageDays <= 3) {
    const status = random.weighted([
      [S.REVIEW, 15],
      [S.SHIP, 25],
      [S.SHIPPED, 25],
      [S.RENTING, 20],
      [CANCELLED, 10],
      [REJECTED, 5],
    ] as const);
    return { status, delinquentFrom: null, settledLate: null };
  }
  const closed = random.weighted<number>([
    [0, 85],
    [CANCELLED, 10],
    [REJECTED, 5],
  ]);
  if (closed !== 0) return { status: closed, delinquentFrom: null, settledLate: null };
  const dueStages = Math.min(stages, Math.floor(ageDays / 30) + 1);
  const delinquent = dueStages >= 2 && random.chance(0.22);
  const delinquentFrom = delinquent ? random.int(1, dueStages - 1) : null;
  const settledLate =
    !delinquent && dueStages >= 2 && random.chance(0.2)
      ? { index: random.int(1, dueStages - 1), by: random.chance(0.35) ? ('waive' as const) : ('repay' as const) }
      : null;
  let status: number = S.RENTING;
  if (endPassedDays !== null && endPassedDays >= 0) {
    if (delinquent) status = random.chance(0.6) ? OVERDUE : S.RETURNED;
    else if (endPassedDays <= 7)
      status = random.weighted([
        [S.TO_RETURN, 60],
        [S.RETURNING, 25],
        [DONE, 15],
      ] as const);
    // 已逾期 without overdue instalments: the lease ran out and the item was not returned.
    else
      status = random.weighted([
        [DONE, 60],
        [BOUGHT_OUT, 15],
        [S.RETURNING, 10],
        [OVERDUE, 15],
      ] as const);
  } else if (ageDays <= 6 && random.chance(0.15)) {
    status = S.SHIPPED;
  }
  return { status, delinquentFrom, settledLate };
}

function purchasePlan(random: Random, ageDays: number, stages: number): Plan {
  if (ageDays === 0) {
    const status = random.weighted([
      [S.PAY, 25],
      [S.REVIEW, 35],
      [S.SHIP, 25],
      [CANCELLED, 10],
      [REJECTED, 5],
    ] as const);
    return { status, delinquentFrom: null, settledLate: null };
  }
  if (ageDays <= 4) {
    const status = random.weighted([
      [S.REVIEW, 5],
      [S.SHIP, 25],
      [S.SHIPPED, 35],
      [DONE, 25],
      [CANCELLED, 10],
    ] as const);
    return { status, delinquentFrom: null, settledLate: null };
  }
  const status = random.weighted([
    [DONE, 82],
    [S.SHIPPED, 3],
    [CANCELLED, 10],
    [REJECTED, 5],
  ] as const);
  const dueStages = Math.min(stages, Math.floor(ageDays / 30) + 1);
  const open = status === DONE || status === S.SHIPPED;
  const delinquent = open && dueStages >= 2 && random.chance(0.3);
  return {
    status,
    delinquentFrom: delinquent ? random.int(1, dueStages - 1) : null,
    settledLate:
      open && !delinquent && dueStages >= 2 && random.chance(0.2)
        ? { index: random.int(1, dueStages - 1), by: random.chance(0.4) ? 'waive' : 'repay' }
        : null,
  };
}

export interface OrderInput {
  refs: TenantRefs;
  customer: Customer;
  shop: TenantRefs['shops'][number];
  item: CatalogItem;
  orderType: 1 | 2;
  created: Date;
  now: Date;
  orderNo: string;
  /** A plan decided by the caller instead of drawn (the announced order, the guaranteed orders). */
  forced?: ForcedPlan;
}

/** What a guaranteed order fixes; the rest is drawn as for any order. */
export interface ForcedPlan {
  status: number;
  riskStatus?: number;
  /** Rent orders: lease length in days (30, 90, 180 or 365), one instalment a month. */
  rentDays?: number;
  /** Purchase orders: number of instalments. */
  stages?: number;
  delinquentFrom?: number;
  settledLate?: Plan['settledLate'];
}

type Steps = readonly [pay: Date, review: Date, ship: Date, receive: Date];

/**
 * When the last step an order took would lie after now (a young order that got far), all its steps are
 * scaled toward its creation so that the last one falls just before now; their order is kept.
 */
function squeezeSteps(created: Date, now: Date, steps: Steps, taken: number): Steps {
  const last = steps[taken - 1];
  if (!last || last.getTime() < now.getTime()) return steps;
  const factor = ((now.getTime() - created.getTime()) * 0.9) / (last.getTime() - created.getTime());
  const scale = (at: Date) => new Date(created.getTime() + (at.getTime() - created.getTime()) * factor);
  return [scale(steps[0]), scale(steps[1]), scale(steps[2]), scale(steps[3])];
}

/** One order with its instalments, log and payments, consistent with its status. */
export function buildOrder(random: Random, input: OrderInput): BuiltOrder {
  const { refs, customer, shop, item, orderType, created, now } = input;
  const today = dateOf(now);
  const ageDays = daysBetween(dateOf(created), today);
  const quantity = orderType === 2 && random.chance(0.1) ? 2 : 1;
  const { forced } = input;
  const rentDays =
    orderType === 1
      ? (forced?.rentDays ??
        random.weighted([
          [30, 30],
          [90, 35],
          [180, 22],
          [365, 13],
        ] as const))
      : null;
  const stageCount =
    orderType === 1
      ? Math.round((rentDays as number) / 30)
      : (forced?.stages ??
        random.weighted([
          [1, 70],
          [3, 12],
          [6, 10],
          [12, 8],
        ] as const));
  const unitCents = orderType === 1 ? (item.monthlyRent ?? 99) * 100 : item.price * 100;
  const totalCents = orderType === 1 ? unitCents * stageCount * quantity : unitCents * quantity;
  const stageCents = Math.floor(totalCents / stageCount);

  const drawnPay = new Date(created.getTime() + random.int(1, 25) * MINUTE_MS);
  const drawnReview = new Date(drawnPay.getTime() + random.int(5, 180) * MINUTE_MS);
  const drawnShip = new Date(drawnReview.getTime() + random.int(2, 30) * HOUR_MS);
  const drawnReceive = new Date(drawnShip.getTime() + random.int(20, 60) * HOUR_MS);
  const provisionalEnd = rentDays ? addDays(dateOf(drawnReceive), rentDays) : null;
  const endPassed = provisionalEnd ? daysBetween(provisionalEnd, today) : null;

  const plan: Plan = forced
    ? { status: forced.status, delinquentFrom: forced.delinquentFrom ?? null, settledLate: forced.settledLate ?? null }
    : orderType === 1
      ? rentPlan(random, ageDays, drawnReceive.getTime() <= now.getTime() ? endPassed : null, stageCount)
      : purchasePlan(random, ageDays, stageCount);
  const { status } = plan;
  const paid = status !== S.PAY && status !== REJECTED && !(status === CANCELLED && random.chance(0.6));
  // A cancelled order's payment was refunded: nothing stays collected.
  const collected = paid && status !== CANCELLED;
  const reviewed = paid && status !== S.REVIEW && !(status === CANCELLED && random.chance(0.5));
  const shipped = status >= S.SHIPPED && status !== CANCELLED && status !== REJECTED;
  const received = shipped && status !== S.SHIPPED;
  const started = orderType === 1 && received;
  // A young order that got far already went through its steps faster: squeeze them before now.
  const stepsTaken = received ? 4 : shipped ? 3 : reviewed || status === REJECTED ? 2 : paid ? 1 : 0;
  const [payAt, reviewAt, shipAt, receiveAt] = squeezeSteps(
    created,
    now,
    [drawnPay, drawnReview, drawnShip, drawnReceive],
    stepsTaken,
  );
  const startDate = dateOf(receiveAt);
  const endDate = rentDays ? addDays(startDate, rentDays) : null;
  // Clock checks: a step never lies in the future. It always draws, so how many draws an order makes
  // does not depend on the time of day.
  const clamp = (at: Date) => {
    const back = random.int(1, 30) * MINUTE_MS;
    return at.getTime() > now.getTime() ? new Date(now.getTime() - back) : at;
  };

  const id = newId();
  const firstDue = started ? startDate : dateOf(paid ? payAt : created);
  const stages: Row[] = [];
  const payments: BuiltOrder['payments'] = [];
  let paidCents = 0;
  let overdueFlag = 0;
  let overdueDays = 0;
  for (let index = 0; index < stageCount; index += 1) {
    const amount = index === stageCount - 1 ? totalCents - stageCents * (stageCount - 1) : stageCents;
    const due = addDays(firstDue, index * 30);
    const isDue = due <= today;
    let stagePaid = 0;
    let waived = 0;
    let stageStatus = 0;
    let paidTime: Date | null = null;
    let lateDays = 0;
    let waiveInfo: { reason: string; by: string; at: Date } | null = null;
    const settledAll = orderType === 1 && (status === DONE || status === BOUGHT_OUT);
    if (!collected) {
      // unpaid, cancelled before paying or rejected: nothing collected
    } else if (index === 0) {
      stagePaid = amount;
      paidTime = payAt;
    } else if (settledAll && !(plan.delinquentFrom !== null && index >= plan.delinquentFrom)) {
      stagePaid = amount;
      paidTime = isDue ? atHour(addDays(due, -random.int(0, 3)), random.int(8, 21), random.int(0, 59)) : clamp(now);
      if (status === BOUGHT_OUT && !isDue) paidTime = clamp(new Date(now.getTime() - random.int(1, 20) * DAY_MS));
    } else if (isDue && (orderType === 2 || started)) {
      const late = plan.settledLate?.index === index;
      const delinquent = plan.delinquentFrom !== null && index >= plan.delinquentFrom && due < today;
      if (delinquent) {
        lateDays = daysBetween(due, today);
        stageStatus = 2;
        if (index === plan.delinquentFrom && random.chance(0.3)) {
          stagePaid = Math.round((amount * random.int(20, 60)) / 100);
          paidTime = atHour(addDays(due, random.int(0, Math.max(0, lateDays - 1))), random.int(9, 20));
        }
        if (index === plan.delinquentFrom && random.chance(0.25)) {
          waived = Math.min(amount - stagePaid, Math.round((amount * random.int(10, 30)) / 100));
          waiveInfo = {
            reason: random.pick(WAIVE_REASONS),
            by: refs.adminUsername,
            at: atHour(addDays(due, random.int(1, Math.max(1, lateDays))), 15),
          };
        }
        overdueFlag = 1;
        overdueDays = Math.max(overdueDays, lateDays);
      } else if (late && due < today) {
        lateDays = Math.min(daysBetween(due, today), random.int(2, 15));
        if (plan.settledLate?.by === 'waive') {
          stagePaid = Math.round((amount * random.int(0, 50)) / 100);
          waived = amount - stagePaid;
          waiveInfo = {
            reason: random.pick(WAIVE_REASONS),
            by: refs.adminUsername,
            at: atHour(addDays(due, lateDays), 16),
          };
          if (stagePaid > 0) paidTime = atHour(addDays(due, lateDays), 11);
          if (overdueFlag === 0) overdueFlag = 3;
        } else {
          stagePaid = amount;
          paidTime = atHour(addDays(due, lateDays), random.int(9, 21));
          if (overdueFlag === 0) overdueFlag = 2;
        }
        stageStatus = 1;
      } else {
        stagePaid = amount;
        paidTime = atHour(addDays(due, -random.int(0, 3)), random.int(8, 21), random.int(0, 59));
      }
    }
    if (stageStatus !== 2 && stagePaid + waived === amount) stageStatus = 1;
    if (paidTime) paidTime = clamp(paidTime);
    if (stagePaid > 0 && paidTime) payments.push({ cents: stagePaid, at: paidTime, stageNo: index + 1 });
    paidCents += stagePaid;
    stages.push({
      id: newId(),
      tenant_id: refs.tenantId,
      shop_id: shop.id,
      channel_id: customer.channelId,
      order_id: id,
      stage_no: index + 1,
      due_date: due,
      amount: money(amount),
      paid_amount: money(stagePaid),
      status: stageStatus,
      paid_time: paidTime,
      create_time: created,
      update_time: paidTime ?? created,
      waived_amount: money(waived),
      waive_reason: waiveInfo?.reason ?? null,
      waive_by: waiveInfo?.by ?? null,
      waive_time: waiveInfo ? clamp(waiveInfo.at) : null,
      pay_type: stagePaid > 0 ? (orderType === 2 && stageCount > 1 ? 4 : random.pick([1, 2, 2, 3])) : null,
      repay_by: null,
      overdue_days: lateDays,
    });
  }

  const reviewers = refs.staff.filter((user) => user.authority === 3 && /risk|ops_manager/.test(user.post ?? ''));
  const reviewer = reviewers.length > 0 ? random.pick(reviewers).username : refs.adminUsername;
  const riskStatus =
    forced?.riskStatus ?? (status === REJECTED ? 2 : reviewed ? 1 : status === S.REVIEW && random.chance(0.4) ? 3 : 0);
  const logistics = random.pick(LOGISTICS);
  const closeReason =
    status === CANCELLED ? random.pick(CANCEL_REASONS) : status === REJECTED ? random.pick(REJECT_REASONS) : null;
  const closeAt =
    status === CANCELLED
      ? clamp(new Date((paid ? reviewAt : created).getTime() + random.int(10, 600) * MINUTE_MS))
      : null;
  const finishAt =
    status === DONE
      ? clamp(
          orderType === 1 && endDate
            ? atHour(addDays(endDate, random.int(0, 3)), 15)
            : new Date(receiveAt.getTime() + 2 * HOUR_MS),
        )
      : status === BOUGHT_OUT
        ? clamp(new Date(now.getTime() - random.int(1, 20) * DAY_MS))
        : null;
  const returned = orderType === 1 && (status === S.RETURNED || status === DONE);
  const returnAt = returned && endDate ? clamp(atHour(addDays(endDate, random.int(-2, 2)), 14)) : null;
  const staffPool = refs.staff.filter((user) => user.authority === 3 || user.shopId === shop.id);
  const allocated = status !== S.PAY && random.chance(0.55) && staffPool.length > 0 ? random.pick(staffPool) : null;

  const row: Row = {
    id,
    tenant_id: refs.tenantId,
    shop_id: shop.id,
    channel_id: customer.channelId,
    applet_id: null,
    order_no: input.orderNo,
    order_type: orderType,
    status,
    user_id: customer.id,
    user_name: customer.name,
    user_phone: customer.phone,
    product_id: null,
    product_name: item.name,
    spec_name: random.pick(item.specs),
    quantity,
    total_amount: money(totalCents),
    deposit: money(orderType === 1 && random.chance(0.55) ? item.deposit * 100 * quantity : 0),
    paid_amount: money(paidCents),
    rent_days: rentDays,
    start_date: started ? startDate : null,
    end_date: started ? endDate : null,
    stages: stageCount,
    overdue_flag: overdueFlag,
    overdue_days: overdueDays,
    risk_status: riskStatus,
    allocation_user_id: allocated?.id ?? null,
    allocation_time: allocated ? clamp(new Date(payAt.getTime() + random.int(10, 240) * MINUTE_MS)) : null,
    receiver_name: customer.name,
    receiver_phone: customer.phone,
    receiver_address: customer.address,
    remark: random.chance(0.12) ? random.pick(ORDER_REMARKS) : null,
    create_by: customer.phone,
    create_time: created,
    update_by: null,
    update_time: clamp(new Date(created.getTime() + random.int(1, 48) * HOUR_MS)),
    pay_time: paid ? clamp(payAt) : null,
    logistics_company: shipped ? logistics[0] : null,
    logistics_no: shipped
      ? `${logistics[1]}${String(random.int(10_000_000, 99_999_999))}${random.int(1000, 9999)}`
      : null,
    ship_time: shipped ? clamp(shipAt) : null,
    receive_time: received ? clamp(receiveAt) : null,
    return_logistics_no:
      orderType === 1 && (status === S.RETURNING || returned)
        ? `SF${random.int(100_000_000, 999_999_999)}${random.int(100, 999)}`
        : null,
    return_time: returnAt,
    finish_time: finishAt,
    close_reason: closeReason,
    close_time: status === REJECTED ? clamp(reviewAt) : closeAt,
    risk_score:
      riskStatus === 2
        ? random.int(20, 55)
        : riskStatus === 3
          ? random.int(55, 70)
          : reviewed
            ? random.int(70, 98)
            : null,
    risk_remark: status === REJECTED ? closeReason : reviewed ? random.pick(RISK_REMARKS) : null,
    risk_by: reviewed || status === REJECTED ? reviewer : null,
    risk_time: reviewed || status === REJECTED ? clamp(reviewAt) : null,
  };

  const logs: Row[] = [];
  const log = (
    action: string,
    from: number | null,
    to: number,
    at: Date | null,
    operator: string,
    remark: string | null = null,
  ) => {
    if (!at) return;
    logs.push({
      id: newId(),
      tenant_id: refs.tenantId,
      shop_id: shop.id,
      channel_id: customer.channelId,
      order_id: id,
      action,
      from_status: from,
      to_status: to,
      remark,
      operator,
      create_time: at,
    });
  };
  log('下单', null, S.PAY, created, customer.phone);
  if (paid) log('支付', S.PAY, S.REVIEW, row.pay_time as Date, customer.phone);
  if (status === REJECTED) log('审核拒绝', S.REVIEW, REJECTED, row.risk_time as Date, reviewer, closeReason);
  if (reviewed) log('审核通过', S.REVIEW, S.SHIP, row.risk_time as Date, reviewer, row.risk_remark as string);
  if (shipped)
    log(
      '发货',
      S.SHIP,
      S.SHIPPED,
      row.ship_time as Date,
      refs.adminUsername,
      `${row.logistics_company} ${row.logistics_no}`,
    );
  if (received)
    log('确认收货', S.SHIPPED, orderType === 1 ? S.RENTING : DONE, row.receive_time as Date, customer.phone);
  if (returned) log('确认归还', S.RETURNING, status, returnAt, refs.adminUsername);
  if (status === CANCELLED)
    log('关闭', paid ? (reviewed ? S.SHIP : S.REVIEW) : S.PAY, CANCELLED, closeAt, refs.adminUsername, closeReason);
  if (allocated)
    log('分配', status, status, row.allocation_time as Date, refs.adminUsername, `分配给${allocated.username}`);
  return { row, stages, logs, payments };
}
