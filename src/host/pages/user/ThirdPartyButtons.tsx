import { Button, Divider, Message } from '@arco-design/web-react';
import { IconGithub, IconLink, IconSafe, IconWechat } from '@arco-design/web-react/icon';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { session } from '../../../core/storage';
import { useLoad } from '../../../widgets/shared/use-load';
import { casService } from './login-url';
import {
  isThirdLoginMessage,
  loadThirdPartyConfig,
  type ThirdPartyConfig,
  type ThirdPartyProvider,
  thirdLoginOrigin,
  thirdLoginStartUrl,
} from './third-party';
import styles from './user.module.css';

/** Where the login should go once CAS sends the browser back (the hash route is lost on the way). */
export const CAS_REDIRECT_KEY = 'CAS_LOGIN_REDIRECT';

const ICONS: Record<string, ReactNode> = {
  github: <IconGithub />,
  wechat: <IconWechat />,
  wechat_open: <IconWechat />,
};

/**
 * What the server offers (GET /sys/thirdLogin/providers, else the build settings); null while it
 * is being asked.
 *
 * @example const thirdParty = useThirdPartyConfig(); thirdParty?.casUrl
 */
export function useThirdPartyConfig(): ThirdPartyConfig | null {
  // `loadThirdPartyConfig` asks the server once per page load and never fails (it falls back to the
  // client settings).
  const config = useLoad(['/sys/thirdLogin/providers'], () => loadThirdPartyConfig());
  return config.data ?? null;
}

export interface ThirdPartyButtonsProps {
  /** The providers and CAS to offer (`useThirdPartyConfig`); null renders nothing yet. */
  config: ThirdPartyConfig | null;
  /** The popup brought back a one-time ticket: trade it for the session. */
  onTicket: (ticket: string, thirdType: string) => Promise<void>;
  /** The `redirect` of the login URL, kept across the CAS round trip. */
  redirect: string | null;
}

/**
 * 其他登录方式: the configured third-party providers (popup + postMessage) and CAS. Renders nothing
 * when none is configured.
 *
 * @example <ThirdPartyButtons config={thirdParty} onTicket={loginWithTicket} redirect={redirect} />
 */
export function ThirdPartyButtons({ config, onTicket, redirect }: ThirdPartyButtonsProps) {
  const providers = config?.providers ?? [];
  const cas = config?.casUrl ?? '';
  const [waiting, setWaiting] = useState<string | null>(null);
  const cleanup = useRef<() => void>(() => undefined);

  useEffect(() => () => cleanup.current(), []);

  if (providers.length === 0 && !cas) return null;

  const openPopup = (provider: ThirdPartyProvider) => {
    cleanup.current();
    const width = 600;
    const height = 680;
    const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
    const popup = window.open(
      thirdLoginStartUrl(provider.type),
      `thirdLogin_${provider.type}`,
      `width=${width},height=${height},left=${left},top=${top},menubar=no,toolbar=no,location=yes`,
    );
    if (!popup) {
      Message.warning('弹出窗口被浏览器拦截，请允许本站弹出窗口后重试');
      return;
    }
    setWaiting(provider.type);
    const origin = thirdLoginOrigin();

    let watch = 0;
    const stop = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      setWaiting(null);
      cleanup.current = () => undefined;
    };
    function onMessage(event: MessageEvent) {
      // Only the server's callback page, in the popup we opened, may sign us in.
      if (event.origin !== origin || event.source !== popup || !isThirdLoginMessage(event.data, provider.type)) return;
      stop();
      const { token, error } = event.data;
      if (token) void onTicket(token, provider.type);
      else Message.error(error || '第三方登录失败');
    }
    // A popup closed without an answer ends the wait.
    watch = window.setInterval(() => {
      if (popup.closed) stop();
    }, 500);
    window.addEventListener('message', onMessage);
    cleanup.current = stop;
  };

  const startCas = () => {
    if (redirect) session.set(CAS_REDIRECT_KEY, redirect);
    else session.remove(CAS_REDIRECT_KEY);
    window.location.assign(`${cas}/login?service=${encodeURIComponent(casService())}`);
  };

  return (
    <div className={styles.thirdParty}>
      <Divider orientation="center" className={styles.thirdDivider}>
        其他登录方式
      </Divider>
      <div className={styles.thirdButtons}>
        {providers.map((provider) => (
          <Button
            key={provider.type}
            shape="circle"
            size="large"
            title={`使用${provider.label}账号`}
            aria-label={`使用${provider.label}账号`}
            loading={waiting === provider.type}
            icon={ICONS[provider.type] ?? <IconLink />}
            onClick={() => openPopup(provider)}
          />
        ))}
        {cas && (
          <Button
            shape="circle"
            size="large"
            title="统一身份认证 (CAS)"
            aria-label="统一身份认证 (CAS)"
            icon={<IconSafe />}
            onClick={startCas}
          />
        )}
      </div>
    </div>
  );
}
