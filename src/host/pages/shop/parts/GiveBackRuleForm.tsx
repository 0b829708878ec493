import { Button, Form, Grid, Input, InputNumber } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { postAction } from '../../../../core/http';
import { hasPermission } from '../../../../core/permission';
import { DictSelect } from '../../../../widgets/dict-select';
import { submit } from '../../../shared/data/shop-api';

const { Row, Col } = Grid;
type Values = Record<string, unknown>;

const asText = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

/** 归还规则: how a shop's rentals come back (method, freight, reminders, overdue fee, rules). */
export function GiveBackRuleForm({ shopId, rule }: { shopId: string; rule: Values | null }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.resetFields();
    if (rule) {
      form.setFieldsValue({
        ...rule,
        giveBackType: asText(rule.giveBackType),
        freightPayer: asText(rule.freightPayer),
        earlyReturn: asText(rule.earlyReturn),
      });
    }
  }, [rule, form]);

  const save = async () => {
    setSaving(true);
    try {
      await submit(postAction('/business/shopGiveBackAddresses/saveShopRule', { ...form.getFieldsValue(), shopId }));
    } catch {
      // The refusal is shown by submit.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical">
      <Row gutter={24}>
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
        {(
          [
            ['damageRule', '损坏赔偿规则'],
            ['buyoutRule', '买断规则'],
            ['renewRule', '续租规则'],
          ] as const
        ).map(([field, label]) => (
          <Col span={8} key={field}>
            <Form.Item field={field} label={label}>
              <Input.TextArea placeholder={`请输入${label}`} maxLength={1000} autoSize={{ minRows: 3 }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {hasPermission('giveBack:edit') && (
        <Button type="primary" loading={saving} onClick={save}>
          保存归还规则
        </Button>
      )}
    </Form>
  );
}
