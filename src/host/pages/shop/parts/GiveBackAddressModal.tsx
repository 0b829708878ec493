import { Form, Input, Modal, Switch } from '@arco-design/web-react';
import { useEffect } from 'react';
import { postAction } from '../../../../core/http';
import { AreaPicker } from '../../../../widgets/area-picker';
import { submit } from '../../../shared/data/shop-api';
import { useSaving, validatedValues } from '../../../shared/ui/dialog-save';

type Values = Record<string, unknown>;

export interface GiveBackAddressModalProps {
  shopId: string;
  /** The address being edited, `{}` for a new one, null when closed. */
  address: Values | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增/编辑归还地址: receiver, phone, province/city/district, street address, default flag. */
export function GiveBackAddressModal({ shopId, address, onClose, onSaved }: GiveBackAddressModalProps) {
  const [form] = Form.useForm<Values>();
  const { saving, whileSaving } = useSaving();
  const editing = Boolean(address?.id);

  useEffect(() => {
    if (!address) return;
    form.resetFields();
    form.setFieldsValue({
      ...address,
      area: address.provinceCode ? [address.provinceCode, address.cityCode, address.districtCode].join(',') : undefined,
      isDefault: Number(address.isDefault) === 1,
    });
  }, [address, form]);

  const ok = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    const { area, isDefault, ...rest } = values;
    const [provinceCode, cityCode, districtCode] = String(area ?? '').split(',');
    const body = { ...rest, provinceCode, cityCode, districtCode, isDefault: isDefault ? 1 : 0, shopId };
    await whileSaving(async () => {
      const base = '/business/shopGiveBackAddresses';
      await submit(
        editing
          ? postAction(`${base}/updateShopGiveBackAddresses`, { ...body, id: address?.id })
          : postAction(`${base}/addShopGiveBackAddresses`, body),
      );
      onSaved();
      onClose();
    });
  };

  return (
    <Modal
      title={editing ? '编辑归还地址' : '新增归还地址'}
      visible={address !== null}
      onOk={ok}
      onCancel={onClose}
      confirmLoading={saving}
    >
      <Form form={form} layout="vertical">
        <Form.Item field="receiverName" label="收货人姓名" rules={[{ required: true, message: '请输入收货人姓名' }]}>
          <Input placeholder="请输入收货人姓名" maxLength={20} />
        </Form.Item>
        <Form.Item field="receiverPhone" label="联系电话" rules={[{ required: true, message: '请输入联系电话' }]}>
          <Input placeholder="请输入联系电话" maxLength={20} />
        </Form.Item>
        <Form.Item field="area" label="省市区" rules={[{ required: true, message: '请选择省市区' }]}>
          <AreaPicker />
        </Form.Item>
        <Form.Item field="detailAddress" label="详细地址" rules={[{ required: true, message: '请输入详细地址' }]}>
          <Input placeholder="请输入详细地址" maxLength={100} />
        </Form.Item>
        <Form.Item field="isDefault" label="设为默认" triggerPropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item field="remark" label="备注">
          <Input.TextArea maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
