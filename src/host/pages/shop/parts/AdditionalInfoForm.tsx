import { Form, Grid, Input } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { getAction, postAction } from '../../../../core/http';
import { AreaPicker } from '../../../../widgets/area-picker';
import { DictSelect } from '../../../../widgets/dict-select';
import { UploadField } from '../../../../widgets/upload-field';
import { load, submit } from '../../../shared/data/shop-api';
import { ShopForm } from './ShopForm';

const { Col } = Grid;
type Values = Record<string, unknown>;

const ADDITIONAL_URL = '/business/shopAdditiona/selectShopAdditional';

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

const toValues = (row: Values): Values => ({
  ...row,
  area: row.provinceCode ? [row.provinceCode, row.cityCode, row.districtCode].filter(Boolean).join(',') : undefined,
  settleCycle: row.settleCycle?.toString(),
});

/** 附加信息: a shop's qualification, contact and settlement details (saved as one row per shop). */
export function AdditionalInfoForm({ shopId }: { shopId: string }) {
  // Loaded once per shop shown (never refetched under the user's edits).
  const saved = useQuery({
    queryKey: [ADDITIONAL_URL, shopId],
    queryFn: ({ signal }) => load(postAction<Values | null>(ADDITIONAL_URL, { shopId }, { signal })),
    staleTime: Infinity,
    gcTime: 0,
  });

  const save = ({ area, ...values }: Values) => {
    const [provinceCode = '', cityCode = '', districtCode = ''] = String(area ?? '').split(',');
    return submit(
      postAction('/business/shopAdditiona/saveOrUpdateShopAddition', {
        ...values,
        shopId,
        provinceCode,
        cityCode,
        districtCode,
      }),
    );
  };

  return (
    <ShopForm record={saved.data} toValues={toValues} permission="shop:edit" saveText="保存附加信息" onSave={save}>
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
    </ShopForm>
  );
}

/** Loads one shop's basic information (selectBusShopInfo). */
export function fetchShopInfo(shopId: string, signal?: AbortSignal): Promise<Values> {
  return load(getAction<Values>('/business/shop/selectBusShopInfo', { shopId }, { signal }));
}
