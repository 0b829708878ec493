import { Form, Input } from '@arco-design/web-react';
import { IconMobile } from '@arco-design/web-react/icon';
import { mobileRules } from '../../../core/validation';
import { requiredRule, toArcoRules } from './arco-rules';
import { SmsCodeInput } from './SmsCodeInput';
import type { SmsModeValue } from './user-api';

const mobileFieldRules = toArcoRules(mobileRules);

export interface MobileCodeFieldsProps {
  /** The form field of the mobile (e.g. 'mobile', 'phone'). */
  mobileField: string;
  /** The form field of the SMS code (e.g. 'captcha', 'smscode'). */
  codeField: string;
  /** What the code is sent for (`SmsMode`). */
  mode: SmsModeValue;
  mobilePlaceholder?: string;
}

/**
 * The mobile (shared rule: 请输入手机号 / 请输入正确手机号) and its SMS code, whose 获取验证码 button checks
 * the mobile first and then counts down 60 s; for the phone login, the registration and the password reset.
 * Inside an Arco `Form`.
 *
 * @example <Form form={form}><MobileCodeFields mobileField="phone" codeField="smscode" mode={SmsMode.register} /></Form>
 */
export function MobileCodeFields({
  mobileField,
  codeField,
  mode,
  mobilePlaceholder = '手机号',
}: MobileCodeFieldsProps) {
  const { form } = Form.useFormContext();

  const validMobile = async (): Promise<string | null> => {
    const values: Record<string, unknown> | null = await form.validate([mobileField]).catch(() => null);
    const mobile = values?.[mobileField];
    return typeof mobile === 'string' && mobile ? mobile.trim() : null;
  };

  return (
    <>
      <Form.Item field={mobileField} rules={mobileFieldRules}>
        <Input
          prefix={<IconMobile />}
          placeholder={mobilePlaceholder}
          size="large"
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item field={codeField} rules={requiredRule('请输入验证码')}>
        <SmsCodeInput mode={mode} getMobile={validMobile} />
      </Form.Item>
    </>
  );
}
