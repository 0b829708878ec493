import { Button, Form, Input } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirmPasswordRules, passwordRules, userNameRules } from '../../../core/validation';
import { failureText } from '../../app/failure-text';
import { toArcoRules } from './arco-rules';
import { MobileCodeFields } from './MobileCodeFields';
import { PasswordStrengthBar } from './PasswordStrengthBar';
import styles from './user.module.css';
import { type RegisterForm, registerUser, SmsMode } from './user-api';

interface RegisterValues extends RegisterForm {
  confirmpassword: string;
}

const usernameFieldRules = toArcoRules(userNameRules);
const passwordFieldRules = toArcoRules(passwordRules);

/**
 * /user/register: user name, password (shared rules and messages), confirmation, mobile and its SMS
 * code. On success the result page shows the new account.
 */
export default function Register() {
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [password, setPassword] = useState('');
  const [confirmRules] = useState(() => toArcoRules(confirmPasswordRules(() => form.getFieldValue('password'))));

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values || busy) return;
    setBusy(true);
    setError('');
    try {
      const username = values.username.trim();
      await registerUser({ username, password: values.password, phone: values.phone.trim(), smscode: values.smscode });
      navigate('/user/register-result', { replace: true, state: { username } });
    } catch (failure) {
      setError(failureText(failure, '注册失败') ?? '');
    } finally {
      setBusy(false);
    }
  };

  const onChange = (changed: Partial<RegisterValues>) => {
    setError('');
    if ('password' in changed) {
      setPassword(changed.password ?? '');
      if (form.getFieldValue('confirmpassword')) void form.validate(['confirmpassword']).catch(() => null);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h2 className={styles.title}>注册账户</h2>
        <p className={styles.subtitle}>注册后需由管理员分配权限方可使用系统功能</p>
      </header>
      <Form form={form} layout="vertical" className={styles.form} onSubmit={() => void submit()} onChange={onChange}>
        {error && (
          <div role="alert" className={styles.error}>
            {error}
          </div>
        )}
        <Form.Item field="username" rules={usernameFieldRules}>
          <Input prefix={<IconUser />} placeholder="用户名" size="large" autoComplete="username" maxLength={18} />
        </Form.Item>
        <Form.Item field="password" rules={passwordFieldRules} extra={<PasswordStrengthBar value={password} />}>
          <Input.Password
            prefix={<IconLock />}
            placeholder="密码：至少 8 位，含字母和数字"
            size="large"
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item field="confirmpassword" rules={confirmRules}>
          <Input.Password prefix={<IconLock />} placeholder="确认密码" size="large" autoComplete="new-password" />
        </Form.Item>
        <MobileCodeFields mobileField="phone" codeField="smscode" mode={SmsMode.register} />
        <Button type="primary" htmlType="submit" long size="large" loading={busy} className={styles.submitGap}>
          注册
        </Button>
      </Form>
      <p className={styles.switchLine}>
        已有账户？<Link to="/user/login">使用已有账户登录</Link>
      </p>
    </div>
  );
}
