import { Button, Form, Input } from '@arco-design/web-react';
import { IconMobile } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { phoneLogin } from '../../../core/session';
import { StorageTtl } from '../../../core/storage';
import { mobileRules } from '../../../core/validation';
import { requiredRule, toArcoRules } from './arco-rules';
import { SmsCodeInput } from './SmsCodeInput';
import type { LoginFlow } from './use-login-flow';
import styles from './user.module.css';
import { SmsMode } from './user-api';

const mobileFieldRules = toArcoRules(mobileRules);

/**
 * 手机号登录: the mobile (shared rule: 请输入手机号 / 请输入正确手机号) and the SMS code, whose button
 * counts down 60 s after each code sent.
 *
 * @example <PhoneLogin flow={flow} />
 */
export function PhoneLogin({ flow }: { flow: LoginFlow }) {
  const [form] = Form.useForm<{ mobile: string; captcha: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const validMobile = async () => {
    const values = await form.validate(['mobile']).catch(() => null);
    return values?.mobile ? values.mobile.trim() : null;
  };

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values || busy) return;
    setBusy(true);
    setError('');
    flow.begin();
    try {
      const result = await phoneLogin({ mobile: values.mobile.trim(), captcha: values.captcha });
      await flow.finish(result, StorageTtl.week);
    } catch (failure) {
      flow.abort();
      setError(failure instanceof Error ? failure.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      onSubmit={() => void submit()}
      onChange={() => setError('')}
    >
      {error && (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      )}
      <Form.Item field="mobile" rules={mobileFieldRules}>
        <Input
          prefix={<IconMobile />}
          placeholder="手机号"
          size="large"
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item field="captcha" rules={requiredRule('请输入验证码')}>
        <SmsCodeInput mode={SmsMode.login} getMobile={validMobile} />
      </Form.Item>
      <Button type="primary" htmlType="submit" long size="large" loading={busy} className={styles.submitGap}>
        登录
      </Button>
    </Form>
  );
}
