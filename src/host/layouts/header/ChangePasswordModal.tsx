import { Form, Input, Message, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { changePassword, logout, type PasswordChangeValues } from '../../../core/session';
import { confirmPasswordRules, oldPasswordRules, passwordRules } from '../../../core/validation';
import { showFailure } from '../../app/show-failure';
import { toArcoRules } from './arco-rules';

const oldRules = toArcoRules(oldPasswordRules);
const newRules = toArcoRules(passwordRules);

/**
 * 修改密码 (width 800): 旧密码, 新密码, 确认新密码 with the shared password rules. The server's
 * message shows on refusal; on success the user is signed out to log in with the new password.
 */
export function ChangePasswordModal({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordChangeValues>();
  const [busy, setBusy] = useState(false);
  const confirmRules = toArcoRules(confirmPasswordRules(() => form.getFieldValue('password')));

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const text = await changePassword(values);
      Message.success(text || '密码修改成功，请重新登录');
      onClose();
      await logout();
    } catch (error) {
      showFailure(error, '密码修改失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="修改密码"
      visible={visible}
      style={{ width: 800, maxWidth: 'calc(100vw - 32px)' }}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      afterClose={() => form.resetFields()}
      maskClosable={false}
      unmountOnExit
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} onSubmit={submit} autoComplete="off">
        <Form.Item label="旧密码" field="oldpassword" rules={oldRules} required>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" field="password" rules={newRules} required>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="确认新密码" field="confirmpassword" rules={confirmRules} required>
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
