import { Button, Form, Input, Modal } from '@arco-design/web-react';
import { useEffect } from 'react';
import {
  COMPANY_INFO_FIELDS,
  type CompanyInfoField,
  type CompanyInfoForm,
  LEGAL_PERSON_MOBILE_LENGTH,
} from '../../../core/validation';

/** The labels of the seven company fields. */
export const COMPANY_INFO_LABELS: Readonly<Record<CompanyInfoField, string>> = {
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  address: '企业地址',
  qyEmail: '企业邮箱',
  frName: '法人姓名',
  idCard: '法人身份证号',
  mobile: '法人手机号',
};

const MAX_LENGTH: Partial<Record<CompanyInfoField, number>> = {
  companyName: 100,
  creditCode: 32,
  address: 255,
  qyEmail: 100,
  frName: 50,
  idCard: 32,
};

export interface CompanyInfoModalProps {
  visible: boolean;
  submitting: boolean;
  /** Values submitted before, to start from. */
  initialValues?: CompanyInfoForm;
  onCancel: () => void;
  onSubmit: (form: CompanyInfoForm) => void;
}

/**
 * 渠道企业信息补全: the seven required company fields. The checks (企业信息要补充完整!, 请正确填写法人手机号!)
 * run in `onSubmit`'s owner, so this form only collects.
 *
 * @example <CompanyInfoModal visible submitting={false} onCancel={close} onSubmit={submit} />
 */
export function CompanyInfoModal({ visible, submitting, initialValues, onCancel, onSubmit }: CompanyInfoModalProps) {
  const [form] = Form.useForm<CompanyInfoForm>();

  useEffect(() => {
    if (visible) form.setFieldsValue(initialValues ?? {});
  }, [visible, initialValues, form]);

  return (
    <Modal
      title="渠道企业信息补全"
      visible={visible}
      onCancel={onCancel}
      maskClosable={false}
      closable={!submitting}
      style={{ width: 640, maxWidth: '92vw' }}
      unmountOnExit
      footer={
        <>
          <Button onClick={onCancel} disabled={submitting}>
            取消
          </Button>
          <Button type="primary" loading={submitting} onClick={() => onSubmit(form.getFieldsValue())}>
            提交
          </Button>
        </>
      }
    >
      <Form form={form} labelCol={{ span: 7 }} wrapperCol={{ span: 17 }} disabled={submitting} autoComplete="off">
        {COMPANY_INFO_FIELDS.map((field) => (
          <Form.Item key={field} field={field} label={COMPANY_INFO_LABELS[field]} required>
            <Input
              placeholder={`请输入${COMPANY_INFO_LABELS[field]}`}
              maxLength={field === 'mobile' ? LEGAL_PERSON_MOBILE_LENGTH : MAX_LENGTH[field]}
              allowClear
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
