import { IconMenuFold, IconMenuUnfold } from '@arco-design/web-react/icon';
import { RightContent } from '../header/RightContent';
import { WelcomeTitle } from '../header/WelcomeTitle';
import type { NavTheme } from '../settings/settings-rules';
import { Logo } from './Logo';
import styles from './layout.module.css';
import { TopMenu } from './menu/TopMenu';

interface GlobalHeaderProps {
  isMobile: boolean;
  sideMenu: boolean;
  navTheme: NavTheme;
  fixed: boolean;
  visible: boolean;
  /** Width taken by the side menu on the left (0 on mobile and with the top menu). */
  offset: number;
  contentFixed: boolean;
  collapsed: boolean;
  onToggleMenu: () => void;
  onOpenSettings: () => void;
  /** Keyboard focus entering a hidden header brings it back. */
  onReveal?: () => void;
}

/**
 * The global header: collapse trigger and welcome line beside the side menu, or logo and top menu in
 * top-menu mode; the right area in both. Fixed (and hidden on scroll) per the settings.
 */
export function GlobalHeader(props: GlobalHeaderProps) {
  const { isMobile, sideMenu, navTheme, fixed, visible, offset, contentFixed, collapsed } = props;
  const dark = !sideMenu && navTheme === 'dark';
  const className = [
    styles.header,
    fixed ? styles.headerFixed : '',
    visible ? '' : styles.headerHidden,
    dark ? styles.headerDark : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = fixed ? { width: `calc(100% - ${offset}px)` } : undefined;
  const Trigger = isMobile || collapsed ? IconMenuUnfold : IconMenuFold;
  const right = <RightContent isMobile={isMobile} dark={dark} onOpenSettings={props.onOpenSettings} />;

  return (
    <>
      <header className={className} style={style} onFocusCapture={props.onReveal}>
        {sideMenu ? (
          <div className={styles.headerLeft}>
            <button
              type="button"
              className={styles.trigger}
              onClick={props.onToggleMenu}
              aria-label={isMobile ? '打开菜单' : collapsed ? '展开菜单' : '收起菜单'}
            >
              <Trigger />
            </button>
            <WelcomeTitle isMobile={isMobile} showNotice />
            {right}
          </div>
        ) : (
          <div className={`${styles.headerInner} ${contentFixed ? styles.headerInnerFixed : ''}`}>
            <div className={styles.headerTopLogo}>
              <Logo dark={dark} />
            </div>
            <TopMenu theme={navTheme} />
            {right}
          </div>
        )}
      </header>
      {fixed && <div className={styles.headerPlaceholder} />}
    </>
  );
}
