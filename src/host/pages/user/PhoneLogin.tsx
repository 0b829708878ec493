import { Button, Form } from '@arco-design/web-react';
import { useState } from 'react';
import { phoneLogin } from '../../../core/session';
import { StorageTtl } from '../../../core/storage';
import { failureText } from '../../app/failure-text';
import { MobileCodeFields } from './MobileCodeFields';
import type { LoginFlow } from './use-login-flow';
import styles from './user.module.css';
import { SmsMode } from './user-api';

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
      setError(failureText(failure, '登录失败') ?? '');
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
      <MobileCodeFields mobileField="mobile" codeField="captcha" mode={SmsMode.login} />
      <Button type="primary" htmlType="submit" long size="large" loading={busy} className={styles.submitGap}>
        登录
      </Button>
    </Form>
  );
}
