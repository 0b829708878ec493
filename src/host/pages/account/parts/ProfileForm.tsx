import { Button, Form, Input, Radio } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { emailRules, patternRule } from '../../../../core/validation';
import { toArcoRules } from '../../../layouts/header/arco-rules';
import { submit } from '../../../shared/data/desk-api';
import type { Profile } from '../account-api';

const phoneRules = toArcoRules([patternRule('mobile')]);
const mailRules = toArcoRules(emailRules);

/** 基本设置: the caller's name, sex, birthday, phone and email. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    form.setFieldsValue({
      realname: profile.realname,
      sex: profile.sex === null ? undefined : String(profile.sex),
      birthday: profile.birthday ?? undefined,
      phone: profile.phone ?? '',
      email: profile.email ?? '',
    });
  }, [form, profile]);

  const save = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    setBusy(true);
    const done = await submit('/account/profile', { ...values, avatar: profile.avatar ?? '' }, '保存成功');
    setBusy(false);
    if (done) onSaved();
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 480 }} onSubmit={save}>
      <Form.Item label="姓名" field="realname" rules={[{ required: true, message: '请输入姓名' }, { maxLength: 50 }]}>
        <Input placeholder="请输入姓名" />
      </Form.Item>
      <Form.Item label="性别" field="sex">
        <Radio.Group>
          <Radio value="1">男</Radio>
          <Radio value="2">女</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label="生日" field="birthday">
        {/* A native date input: Arco's picker popup trips React 19's element.ref warning. */}
        <Input type="date" aria-label="生日" />
      </Form.Item>
      <Form.Item label="手机号" field="phone" rules={phoneRules}>
        <Input placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item label="邮箱" field="email" rules={mailRules}>
        <Input placeholder="请输入邮箱" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          更新基本信息
        </Button>
      </Form.Item>
    </Form>
  );
}
