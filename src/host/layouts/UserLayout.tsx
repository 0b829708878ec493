import { Spin } from '@arco-design/web-react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { fileUrl } from '../../core/format';
import { useLoad } from '../../widgets/shared/use-load';
import fallbackBackground from '../assets/login-bg.svg';
import { fetchLoginImage } from '../pages/user/user-api';
import styles from './UserLayout.module.css';

/** The product's name on the public pages. */
export const USER_LAYOUT_TITLE = '租赁商城管理后台';

const PAGE_TITLES: Record<string, string> = {
  '/user/login': '登录',
  '/user/register': '注册',
  '/user/register-result': '注册结果',
  '/user/alteration': '找回密码',
};

const HIGHLIGHTS = ['租赁与购买订单一站式管理', '多租户、多门店、渠道分销协同', '数据实时同步，操作全程留痕'];

/** Resolves once `url` has loaded as an image: true, or false when it cannot be shown. */
function preload(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(true);
    probe.onerror = () => resolve(false);
    probe.src = url;
  });
}

/**
 * The tenant's login background for this domain (GET /sys/getLoginImg), applied only once it has
 * loaded; until then, and when there is none, the shipped background.
 */
function useLoginBackground(): string {
  const domainName = window.location.hostname;
  const { data: image } = useLoad(['/sys/getLoginImg', domainName], async () => {
    const path = await fetchLoginImage(domainName);
    const url = path ? fileUrl(path) : '';
    return url && (await preload(url)) ? url : '';
  });
  return image || fallbackBackground;
}

function Logo() {
  return (
    <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#fff" fillOpacity="0.16" />
      <path d="M8 11.5 16 7l8 4.5v9L16 25l-8-4.5z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 11.5 16 16l8-4.5M16 16v9" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Layout of the public pages (/user/login, register, register-result, alteration): the tenant's
 * background image or the shipped one, the product title, a panel for the page, the footer. On a
 * phone the panel takes the width and the introduction is left out.
 */
export function UserLayout() {
  const background = useLoginBackground();
  const { pathname } = useLocation();

  useEffect(() => {
    const page = PAGE_TITLES[pathname];
    document.title = page ? `${page} - ${USER_LAYOUT_TITLE}` : USER_LAYOUT_TITLE;
  }, [pathname]);

  return (
    <div className={styles.root} style={{ backgroundImage: `url("${background}")` }}>
      <header className={styles.top}>
        <Logo />
        <span className={styles.brand}>{USER_LAYOUT_TITLE}</span>
      </header>
      <main className={styles.main}>
        <section className={styles.intro} aria-label="产品介绍">
          <h1>租赁与商城一体化运营平台</h1>
          <p>面向租户、门店与渠道伙伴的管理后台，让每一笔订单、每一次分期都清晰可控。</p>
          <ul>
            {HIGHLIGHTS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
        <div className={styles.panel}>
          <Suspense
            fallback={
              <div className={styles.loading}>
                <Spin size={28} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </main>
      <footer className={styles.footer}>
        Copyright © {new Date().getFullYear()} {USER_LAYOUT_TITLE} · 请妥善保管账号密码，勿在公共设备上记住账号
      </footer>
    </div>
  );
}
