import { Input, Spin } from '@arco-design/web-react';
import { IconSafe } from '@arco-design/web-react/icon';
import { useEffect, useRef, useState } from 'react';
import { useLoad } from '../../../widgets/shared/use-load';
import { useSession } from '../../app/use-stores';
import styles from './user.module.css';
import { fetchCaptcha, newCheckKey } from './user-api';

/** A captcha image and the key the server keeps its answer under. */
interface Captcha {
  checkKey: string;
  image: string;
}

async function loadCaptcha(): Promise<Captcha> {
  const checkKey = newCheckKey();
  return { checkKey, image: await fetchCaptcha(checkKey) };
}

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
  const [clicks, setClicks] = useState(0);
  // Once signed in (the login went through), no new image is asked for.
  const signedIn = useSession((state) => Boolean(state.token));
  // Every image is single use: a new key for each (the parent's reset, a click), never fetched again on its
  // own. The old image stays under the spinner while the next one loads. The public pages load through the
  // widgets' small useLoad, not the query cache: react-query would take the login route over its budget.
  const captcha = useLoad(signedIn ? null : ['/sys/randomImage', resetKey, clicks], () => loadCaptcha());
  const keyListener = useRef(onKeyChange);
  keyListener.current = onKeyChange;
  const checkKey = captcha.loading ? undefined : captcha.data?.checkKey;

  // The login sends the key of the image on screen.
  useEffect(() => {
    if (checkKey) keyListener.current(checkKey);
  }, [checkKey]);

  const image = captcha.data?.image ?? '';
  const failed = captcha.error !== undefined;
  const loading = captcha.loading;
  const refresh = () => setClicks((n) => n + 1);

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
        onClick={refresh}
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
