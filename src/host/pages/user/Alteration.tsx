import { Button, Form, Input, Result, Steps } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirmPasswordRules, passwordRules } from '../../../core/validation';
import { failureText } from '../../app/failure-text';
import { toArcoRules } from './arco-rules';
import { MobileCodeFields } from './MobileCodeFields';
import { PasswordStrengthBar } from './PasswordStrengthBar';
import styles from './user.module.css';
import { resetPassword, SmsMode, verifyPhone } from './user-api';

const passwordFieldRules = toArcoRules(passwordRules);

interface Verified {
  username: string;
  phone: string;
  smscode: string;
}

/**
 * /user/alteration: forgotten password, reset by an SMS code in three steps (验证手机, 重设密码, 完成)
 * with the shared password rules.
 */
export default function Alteration() {
  const [phoneForm] = Form.useForm<{ phone: string; smscode: string }>();
  const [passwordForm] = Form.useForm<{ password: string; confirmpassword: string }>();
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [password, setPassword] = useState('');
  const [confirmRules] = useState(() =>
    toArcoRules(confirmPasswordRules(() => passwordForm.getFieldValue('password'))),
  );

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure) ?? '');
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    const values = await phoneForm.validate().catch(() => null);
    if (!values) return;
    await run(async () => {
      const phone = values.phone.trim();
      const account = await verifyPhone({ phone, smscode: values.smscode });
      setVerified({ ...account, phone });
      setStep(2);
    });
  };

  const reset = async () => {
    const values = await passwordForm.validate().catch(() => null);
    if (!values || !verified) return;
    await run(async () => {
      await resetPassword({ ...verified, password: values.password });
      setStep(3);
    });
  };

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h2 className={styles.title}>找回密码</h2>
        <p className={styles.subtitle}>通过账户绑定的手机号验证身份后重新设置密码</p>
      </header>
      <Steps current={step} size="small" className={styles.steps}>
        <Steps.Step title="验证手机" />
        <Steps.Step title="重设密码" />
        <Steps.Step title="完成" />
      </Steps>
      {error && (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      )}
      {step === 1 && (
        <Form
          form={phoneForm}
          layout="vertical"
          className={styles.form}
          onSubmit={() => void verify()}
          onChange={() => setError('')}
        >
          <MobileCodeFields
            mobileField="phone"
            codeField="smscode"
            mode={SmsMode.forgot}
            mobilePlaceholder="账户绑定的手机号"
          />
          <Button type="primary" htmlType="submit" long size="large" loading={busy} className={styles.submitGap}>
            下一步
          </Button>
        </Form>
      )}
      {step === 2 && verified && (
        <Form
          form={passwordForm}
          layout="vertical"
          className={styles.form}
          onSubmit={() => void reset()}
          onChange={(changed: { password?: string }) => {
            setError('');
            if ('password' in changed) setPassword(changed.password ?? '');
          }}
        >
          <p className={styles.formNote}>
            正在为账户 <strong>{verified.username}</strong> 设置新密码
          </p>
          <Form.Item field="password" rules={passwordFieldRules} extra={<PasswordStrengthBar value={password} />}>
            <Input.Password prefix={<IconLock />} placeholder="新密码" size="large" autoComplete="new-password" />
          </Form.Item>
          <Form.Item field="confirmpassword" rules={confirmRules}>
            <Input.Password prefix={<IconLock />} placeholder="确认新密码" size="large" autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" long size="large" loading={busy} className={styles.submitGap}>
            重置密码
          </Button>
        </Form>
      )}
      {step === 3 && (
        <Result
          status="success"
          title="密码已重置"
          subTitle="请使用新密码登录"
          extra={
            <Button type="primary" onClick={() => navigate('/user/login', { replace: true })}>
              返回登录
            </Button>
          }
        />
      )}
      {step < 3 && (
        <p className={styles.switchLine}>
          想起密码了？<Link to="/user/login">返回登录</Link>
        </p>
      )}
    </div>
  );
}
