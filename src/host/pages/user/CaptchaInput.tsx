import { Input, Spin } from '@arco-design/web-react';
import { IconSafe } from '@arco-design/web-react/icon';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './user.module.css';
import { fetchCaptcha, newCheckKey } from './user-api';

export interface CaptchaInputProps {
  /** Form.Item passes the value and change handler. */
  value?: string;
  onChange?: (value: string) => void;
  /** Changing it fetches a new image (an answer, right or wrong, spends the old one). */
  resetKey: number;
  /** The key the shown image was fetched with: the login sends it as `checkKey`. */
  onKeyChange: (checkKey: string) => void;
}

/**
 * The captcha answer with its image (GET /sys/randomImage/{checkKey}), the fallback of the slider.
 * A click on the image fetches another one.
 *
 * @example <Form.Item field="captcha"><CaptchaInput resetKey={attempt} onKeyChange={setCheckKey} /></Form.Item>
 */
export function CaptchaInput({ value, onChange, resetKey, onKeyChange }: CaptchaInputProps) {
  const [image, setImage] = useState('');
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const keyListener = useRef(onKeyChange);
  keyListener.current = onKeyChange;

  const refresh = useCallback(async () => {
    const key = newCheckKey();
    setLoading(true);
    try {
      setImage(await fetchCaptcha(key));
      setFailed(false);
      keyListener.current(key);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the signal to fetch a new image.
  useEffect(() => {
    void refresh();
  }, [resetKey, refresh]);

  return (
    <div className={styles.codeRow}>
      <Input
        value={value}
        onChange={(text) => onChange?.(text)}
        prefix={<IconSafe />}
        placeholder="图片验证码"
        size="large"
        maxLength={8}
        autoComplete="off"
      />
      <button
        type="button"
        className={styles.captcha}
        onClick={() => void refresh()}
        title="看不清？换一张"
        aria-label="验证码图片，点击更换"
      >
        <Spin loading={loading} size={16}>
          {image && !failed ? <img src={image} alt="验证码" /> : <span>{failed ? '点击重试' : ''}</span>}
        </Spin>
      </button>
    </div>
  );
}
