import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { inScope, scopeOf, TENANT_OWNED } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { formatDateTime } from '../../util/time';
import { bodyOf } from '../crud';
import { text } from '../org/rules';

export const PAY_CHANNELS = ['alipay', 'wechat'] as const;
type PayChannel = (typeof PAY_CHANNELS)[number];

export const CONFIG_TEXT = {
  phone: '客服电话格式不正确',
  email: '客服邮箱格式不正确',
  minutes: '未支付订单关闭时间为5到1440分钟',
  days: '自动确认收货天数为1到30天',
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  channel: '支付渠道不正确',
  notifyUrl: '回调地址必须以 https:// 开头',
} as const;

const PHONE = /^[0-9+\-() ]{5,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function optional(raw: unknown, max: number, label: string): string | null {
  const value = text(raw);
  if (value === '') return null;
  if ([...value].length > max) throw new BizError(CONFIG_TEXT.tooLong(label, max));
  return value;
}

function intIn(raw: unknown, min: number, max: number, message: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new BizError(message);
  return value;
}

interface PayRow {
  channel: string;
  app_id: string | null;
  merchant_no: string | null;
  private_key: string | null;
  api_key: string | null;
  notify_url: string | null;
  enabled: number;
  update_by: string | null;
  update_time: Date | null;
}

/** A payment row as the browser sees it: the secrets only as "set or not", never their value. */
function payView(channel: PayChannel, row: PayRow | undefined) {
  return {
    channel,
    appId: row?.app_id ?? '',
    merchantNo: row?.merchant_no ?? '',
    notifyUrl: row?.notify_url ?? '',
    enabled: row?.enabled ?? 0,
    privateKeySet: Boolean(row?.private_key),
    apiKeySet: Boolean(row?.api_key),
    updateBy: row?.update_by ?? null,
    updateTime: formatDateTime(row?.update_time ?? null),
  };
}

/**
 * 租户配置: the session tenant's base configuration (`/tenant/config/base`) and payment channels
 * (`/tenant/config/pay`). Secrets (private key, API key) are write-only: a save with an empty
 * secret keeps the stored one.
 */
export function tenantConfigRoutes(api: FastifyInstance, ctx: AppContext): void {
  const baseMenu = { config: { access: { menu: '/tenantConfig/baseConfig' } } } as const;
  const payMenu = { config: { access: { menu: '/tenantConfig/payConfig' } } } as const;

  api.get('/tenant/config/base', baseMenu, async (request) => {
    const { tenantId } = scopeOf(currentUser(request));
    const row = await ctx.db.one<Record<string, unknown>>(
      `SELECT t.name AS tenant_name, c.platform_name, c.service_phone, c.service_email, c.service_time,
              c.order_close_minutes, c.auto_receive_days, c.update_by, c.update_time
         FROM sys_tenant t LEFT JOIN bus_tenant_config c ON c.tenant_id = t.id WHERE t.id = $1`,
      [tenantId],
    );
    return ok({
      tenantId,
      tenantName: row?.tenant_name ?? '',
      platformName: row?.platform_name ?? '',
      servicePhone: row?.service_phone ?? '',
      serviceEmail: row?.service_email ?? '',
      serviceTime: row?.service_time ?? '',
      orderCloseMinutes: row?.order_close_minutes ?? 30,
      autoReceiveDays: row?.auto_receive_days ?? 7,
      updateBy: row?.update_by ?? null,
      updateTime: formatDateTime((row?.update_time as Date | null) ?? null),
    });
  });

  api.post('/tenant/config/base', baseMenu, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body = bodyOf(request);
    const phone = optional(body.servicePhone, 20, '客服电话');
    if (phone && !PHONE.test(phone)) throw new BizError(CONFIG_TEXT.phone);
    const email = optional(body.serviceEmail, 100, '客服邮箱');
    if (email && !EMAIL.test(email)) throw new BizError(CONFIG_TEXT.email);
    const values = [
      scope.tenantId,
      optional(body.platformName, 100, '平台名称'),
      phone,
      email,
      optional(body.serviceTime, 50, '客服时间'),
      intIn(body.orderCloseMinutes, 5, 1440, CONFIG_TEXT.minutes),
      intIn(body.autoReceiveDays, 1, 30, CONFIG_TEXT.days),
      scope.username,
    ];
    await ctx.db.query(
      `INSERT INTO bus_tenant_config (tenant_id, platform_name, service_phone, service_email, service_time,
              order_close_minutes, auto_receive_days, update_by, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
       ON CONFLICT (tenant_id) DO UPDATE SET platform_name = $2, service_phone = $3, service_email = $4,
              service_time = $5, order_close_minutes = $6, auto_receive_days = $7, update_by = $8, update_time = now()`,
      values,
    );
    return ok(null, '保存成功');
  });

  api.get('/tenant/config/pay', payMenu, async (request) => {
    const params: unknown[] = [];
    const rows = await ctx.db.query<PayRow>(
      `SELECT channel, app_id, merchant_no, private_key, api_key, notify_url, enabled, update_by, update_time
         FROM bus_tenant_pay_config WHERE ${inScope(scopeOf(currentUser(request)), TENANT_OWNED, params)}`,
      params,
    );
    return ok(
      PAY_CHANNELS.map((channel) =>
        payView(
          channel,
          rows.find((row) => row.channel === channel),
        ),
      ),
    );
  });

  api.post('/tenant/config/pay', payMenu, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body = bodyOf(request);
    const channel = text(body.channel) as PayChannel;
    if (!PAY_CHANNELS.includes(channel)) throw new BizError(CONFIG_TEXT.channel);
    const notifyUrl = optional(body.notifyUrl, 255, '回调地址');
    if (notifyUrl && !notifyUrl.startsWith('https://')) throw new BizError(CONFIG_TEXT.notifyUrl);
    const privateKey = optional(body.privateKey, 4000, '应用私钥');
    const apiKey = optional(body.apiKey, 200, 'API密钥');
    await ctx.db.query(
      `INSERT INTO bus_tenant_pay_config (id, tenant_id, channel, app_id, merchant_no, private_key, api_key,
              notify_url, enabled, update_by, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (tenant_id, channel) DO UPDATE SET app_id = $4, merchant_no = $5,
              private_key = COALESCE($6, bus_tenant_pay_config.private_key),
              api_key = COALESCE($7, bus_tenant_pay_config.api_key),
              notify_url = $8, enabled = $9, update_by = $10, update_time = now()`,
      [
        newId(),
        scope.tenantId,
        channel,
        optional(body.appId, 64, '应用ID'),
        optional(body.merchantNo, 64, '商户号'),
        privateKey,
        apiKey,
        notifyUrl,
        Number(body.enabled) === 1 ? 1 : 0,
        scope.username,
      ],
    );
    return ok(null, '保存成功');
  });
}
