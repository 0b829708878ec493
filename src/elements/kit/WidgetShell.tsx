import { ConfigProvider, Message } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { Fragment, type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { WidgetHost } from './define-widget';
import { getKitConfig, hasApi, type KitConfig, onKitConfigChange } from './kit-config';
import { registerShell } from './kit-notifier';
import { shadowAwareDocument } from './shadow-document';
import { attributeName, type WidgetSpec } from './spec';

export interface WidgetShellProps {
  host: WidgetHost;
  spec: WidgetSpec;
  theme?: string;
  children: ReactNode;
}

const subscribeConfig = (listener: () => void) => onKitConfigChange(listener);

/** Re-renders when the page's kit configuration changes. */
export function useKitConfigVersion(): Readonly<KitConfig> {
  return useSyncExternalStore(subscribeConfig, getKitConfig);
}

/** Another API base, token, tenant or user is another session: what an element loaded belongs to the old one. */
const sessionOf = ({ apiBase, token, tenantId, username }: KitConfig) => `${apiBase}|${token}|${tenantId}|${username}`;

/**
 * Everything an element's React tree runs inside: Arco's ConfigProvider pointed at the element's
 * portal host for every popup family (Trigger popups, Modal, Drawer), the shadow-aware click-outside
 * document, the message hook the core's notices use, and the inline error of an element that needs the
 * API while none is configured. An element that needs the API remounts its widget in a new session
 * (`configure({ token })`), so it loads its data (lists, counts, socket, looked-up names) again.
 */
export function WidgetShell({ host, spec, theme, children }: WidgetShellProps) {
  const config = useKitConfigVersion();
  const popup = host.popupContainer;
  const [message, messageHolder] = Message.useMessage({ getContainer: popup });
  useEffect(() => registerShell({ host: host.element, message, popupRoot: popup }), [host, message, popup]);
  const componentConfig = useMemo(
    () => ({
      Trigger: { getDocument: () => shadowAwareDocument as unknown as Element },
      Modal: { getPopupContainer: popup },
      Drawer: { getPopupContainer: popup },
    }),
    [popup],
  );
  const missingApi = spec.needsApi && !hasApi();
  return (
    <ConfigProvider
      locale={zhCN}
      getPopupContainer={popup}
      effectGlobalNotice={false}
      effectGlobalModal={false}
      componentConfig={componentConfig}
    >
      <div className="wk-root" data-theme={theme === 'dark' ? 'dark' : 'light'}>
        {missingApi ? (
          <ApiMissing tag={spec.tag} />
        ) : (
          <Fragment key={spec.needsApi ? sessionOf(config) : ''}>{children}</Fragment>
        )}
      </div>
      {messageHolder}
    </ConfigProvider>
  );
}

function ApiMissing({ tag }: { tag: string }) {
  return (
    <div className="wk-api-missing" role="alert">
      {`<${tag}> 未配置接口：请先调用 WidgetKit.configure({ apiBase, token })，或在元素上设置 ${attributeName('apiBase')} 与 token 属性。`}
    </div>
  );
}
