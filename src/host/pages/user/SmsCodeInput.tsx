import { Button, Input, Message } from '@arco-design/web-react';
import { IconSafe } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { failureText } from '../../app/failure-text';
import { SMS_RESEND_SECONDS, useCountdown } from './use-countdown';
import styles from './user.module.css';
import { type SmsModeValue, sendSmsCode } from './user-api';

export interface SmsCodeInputProps {
  /** Form.Item passes the value and change handler. */
  value?: string;
  onChange?: (value: string) => void;
  /** Validates and returns the mobile the code goes to, or null when the field is wrong. */
  getMobile: () => Promise<string | null>;
  mode: SmsModeValue;
  size?: 'large' | 'default';
}

/**
 * The 6-digit SMS code field with its 获取验证码 button, which waits 60 s after each code sent.
 *
 * @example <Form.Item field="captcha"><SmsCodeInput mode={SmsMode.login} getMobile={validMobile} /></Form.Item>
 */
export function SmsCodeInput({ value, onChange, getMobile, mode, size = 'large' }: SmsCodeInputProps) {
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const mobile = await getMobile();
    if (!mobile) return;
    setSending(true);
    try {
      Message.success(await sendSmsCode(mobile, mode));
      startCountdown(SMS_RESEND_SECONDS);
    } catch (error) {
      const text = failureText(error, '验证码发送失败');
      if (text) Message.error(text);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.codeRow}>
      <Input
        value={value}
        onChange={(text) => onChange?.(text.replace(/\D/g, '').slice(0, 6))}
        prefix={<IconSafe />}
        placeholder="验证码"
        size={size}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <Button
        className={styles.codeButton}
        size={size}
        disabled={left > 0}
        loading={sending}
        onClick={() => void send()}
      >
        {left > 0 ? `${left} 秒后重新获取` : '获取验证码'}
      </Button>
    </div>
  );
}
