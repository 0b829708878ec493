import { Form, Input, Message } from '@arco-design/web-react';
import { useEffect } from 'react';
import { isSuccess, putAction, wasShown } from '../../../../core/http';
import { confirmPasswordRules, passwordRules } from '../../../../core/validation';
import { FullscreenModal } from '../../../../widgets/modal';
import { toArcoRules } from '../../../forms/arco-rules';
import { useSaving, validatedValues } from '../../../shared/ui/dialog-save';

interface PasswordForm {
  password: string;
  confirmpassword: string;
}

export interface UserPasswordModalProps {
  /** The user whose password is reset; null closes the modal. */
  username: string | null;
  onClose: () => void;
}

/**
 * 修改密码 of the user list: an administrator sets another user's password
 * (PUT /sys/user/changePassword); that user's sessions end.
 */
export function UserPasswordModal({ username, onClose }: UserPasswordModalProps) {
  const [form] = Form.useForm<PasswordForm>();
  const { saving, whileSaving } = useSaving();

  useEffect(() => {
    if (username) form.resetFields();
  }, [username, form]);

  const save = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    // A failed request is shown by the request layer.
    await whileSaving(async () => {
      const envelope = await putAction('/sys/user/changePassword', { username, ...values });
      if (!isSuccess(envelope)) {
        if (!wasShown(envelope)) Message.warning(envelope.message || '操作失败');
        return;
      }
      Message.success(envelope.message || '密码修改成功!');
      onClose();
    });
  };

  return (
    <FullscreenModal
      title="修改密码"
      width={600}
      visible={Boolean(username)}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      unmountOnExit
    >
      <Form form={form} layout="vertical" aria-label="修改密码">
        <Form.Item label="用户账号">
          <Input value={username ?? ''} disabled />
        </Form.Item>
        <Form.Item label="登录密码" field="password" required rules={toArcoRules(passwordRules)}>
          <Input.Password placeholder="请输入登录密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          field="confirmpassword"
          required
          rules={toArcoRules(confirmPasswordRules(() => form.getFieldValue('password')))}
        >
          <Input.Password placeholder="请重新输入登录密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </FullscreenModal>
  );
}
