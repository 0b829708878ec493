import { Button, Form, Input, Message, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { login } from '../../../core/session';

/** Where a successful login goes: the `redirect` query when it is an in-app path, else the dashboard. */
export function loginTarget(redirect: string | null): string {
  if (redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/user/')) return redirect;
  return '/dashboard/analysis';
}

/** Account login. */
export default function Login() {
  const [form] = Form.useForm<{ username: string; password: string }>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const submit = async () => {
    const values = await form.validate();
    setBusy(true);
    try {
      await login({ username: values.username, password: values.password });
      navigate(loginTarget(params.get('redirect')), { replace: true });
    } catch (error) {
      Message.error(error instanceof Error ? error.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Typography.Title heading={4} style={{ textAlign: 'center' }}>
        账号密码登录
      </Typography.Title>
      <Form form={form} layout="vertical" onSubmit={submit}>
        <Form.Item field="username" rules={[{ required: true, message: '请输入帐户名' }]}>
          <Input placeholder="账户" autoComplete="username" />
        </Form.Item>
        <Form.Item field="password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password placeholder="密码" autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={busy}>
          登录
        </Button>
      </Form>
    </div>
  );
}
