import { type KeyboardEvent, useRef } from 'react';
import styles from './user.module.css';

export interface LoginTab<K extends string> {
  key: K;
  title: string;
}

export interface LoginTabsProps<K extends string> {
  tabs: readonly LoginTab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** Prefix of the panels' ids (`${idPrefix}-${key}`), for aria-controls. */
  idPrefix: string;
}

/**
 * The two-way switch above the login forms (账号密码登录 / 手机号登录): a WAI-ARIA tab list with
 * arrow-key navigation. Kept out of Arco's Tabs, whose chunk the login route does not need.
 *
 * @example <LoginTabs tabs={TABS} active={tab} onChange={setTab} idPrefix="login" />
 */
export function LoginTabs<K extends string>({ tabs, active, onChange, idPrefix }: LoginTabsProps<K>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    buttons.current[next]?.focus();
  };

  return (
    <div role="tablist" className={styles.tabs}>
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-${tab.key}`}
            tabIndex={selected ? 0 : -1}
            className={selected ? styles.tabActive : styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
