import { Form, Grid, Input, InputNumber } from '@arco-design/web-react';
import { postAction } from '../../../../core/http';
import { DictSelect } from '../../../../widgets/dict-select';
import { submit } from '../../../shared/data/shop-api';
import { ShopForm } from './ShopForm';

const { Col } = Grid;
type Values = Record<string, unknown>;

const asText = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

const toValues = (rule: Values): Values => ({
  ...rule,
  giveBackType: asText(rule.giveBackType),
  freightPayer: asText(rule.freightPayer),
  earlyReturn: asText(rule.earlyReturn),
});

const RULE_TEXTS = [
  ['damageRule', '损坏赔偿规则'],
  ['buyoutRule', '买断规则'],
  ['renewRule', '续租规则'],
] as const;

/** 归还规则: how a shop's rentals come back (method, freight, reminders, overdue fee, rules). */
export function GiveBackRuleForm({ shopId, rule }: { shopId: string; rule: Values | null }) {
  const save = (values: Values) =>
    submit(postAction('/business/shopGiveBackAddresses/saveShopRule', { ...values, shopId }));

  return (
    <ShopForm record={rule} toValues={toValues} permission="giveBack:edit" saveText="保存归还规则" onSave={save}>
      <Col span={6}>
        <Form.Item field="giveBackType" label="归还方式">
          <DictSelect dictCode="give_back_type" placeholder="请选择归还方式" />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item field="freightPayer" label="运费承担方">
          <DictSelect dictCode="freight_payer" placeholder="请选择运费承担方" />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item field="remindDays" label="到期提醒天数">
          <InputNumber min={0} max={30} precision={0} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item field="earlyReturn" label="允许提前归还">
          <DictSelect dictCode="yn" placeholder="请选择" />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item field="overdueFeeRatio" label="逾期费用比例(%)">
          <InputNumber min={0} max={100} precision={2} />
        </Form.Item>
      </Col>
      {RULE_TEXTS.map(([field, label]) => (
        <Col span={8} key={field}>
          <Form.Item field={field} label={label}>
            <Input.TextArea placeholder={`请输入${label}`} maxLength={1000} autoSize={{ minRows: 3 }} />
          </Form.Item>
        </Col>
      ))}
    </ShopForm>
  );
}
