import { Button, Form, Grid, Input } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { getAction, postAction } from '../../../../core/http';
import { hasPermission } from '../../../../core/permission';
import { AreaPicker } from '../../../../widgets/area-picker';
import { DictSelect } from '../../../../widgets/dict-select';
import { UploadField } from '../../../../widgets/upload-field';
import { load, submit } from '../../../shared/data/shop-api';

const { Row, Col } = Grid;
type Values = Record<string, unknown>;

const TEXT_FIELDS: readonly (readonly [field: string, label: string])[] = [
  ['companyName', '企业名称'],
  ['creditCode', '统一社会信用代码'],
  ['legalPerson', '法人姓名'],
  ['legalIdCard', '法人身份证号'],
  ['legalPhone', '法人手机号'],
  ['servicePhone', '客服电话'],
  ['businessHours', '营业时间'],
  ['bankName', '开户银行'],
  ['accountName', '开户名称'],
  ['bankAccount', '银行账号'],
];

const areaOf = (row: Values | null) =>
  row?.provinceCode ? [row.provinceCode, row.cityCode, row.districtCode].filter(Boolean).join(',') : undefined;

/** 附加信息: a shop's qualification, contact and settlement details (saved as one row per shop). */
export function AdditionalInfoForm({ shopId }: { shopId: string }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    form.resetFields();
    load(postAction<Values | null>('/business/shopAdditiona/selectShopAdditional', { shopId }))
      .then((row) => {
        if (!live) return;
        form.setFieldsValue({ ...(row ?? {}), area: areaOf(row), settleCycle: row?.settleCycle?.toString() });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [shopId, form]);

  const save = async () => {
    const { area, ...values } = form.getFieldsValue() as Values;
    const [provinceCode = '', cityCode = '', districtCode = ''] = String(area ?? '').split(',');
    setSaving(true);
    try {
      await submit(
        postAction('/business/shopAdditiona/saveOrUpdateShopAddition', {
          ...values,
          shopId,
          provinceCode,
          cityCode,
          districtCode,
        }),
      );
    } catch {
      // The refusal is shown by submit.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical">
      <Row gutter={24}>
        {TEXT_FIELDS.map(([field, label]) => (
          <Col span={8} key={field}>
            <Form.Item field={field} label={label}>
              <Input placeholder={`请输入${label}`} allowClear />
            </Form.Item>
          </Col>
        ))}
        <Col span={8}>
          <Form.Item field="settleCycle" label="结算周期">
            <DictSelect dictCode="settle_cycle" placeholder="请选择结算周期" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item field="area" label="所在地区">
            <AreaPicker />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item field="addressDetail" label="详细地址">
            <Input placeholder="请输入详细地址" allowClear />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item field="shopNotice" label="店铺公告">
            <Input.TextArea placeholder="请输入店铺公告" maxLength={500} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item field="licenseImg" label="营业执照">
            <UploadField imageOnly limit={1} biz="shop" />
          </Form.Item>
        </Col>
      </Row>
      {hasPermission('shop:edit') && (
        <Button type="primary" loading={saving} onClick={save}>
          保存附加信息
        </Button>
      )}
    </Form>
  );
}

/** Loads one shop's basic information (selectBusShopInfo). */
export function fetchShopInfo(shopId: string): Promise<Values> {
  return load(getAction<Values>('/business/shop/selectBusShopInfo', { shopId }));
}
