// Arco's Tabs markup and styles without the Tabs component (its overflow dropdown alone pulls in
// Dropdown and Menu): the bell's two fixed tabs never scroll or overflow.
import '@arco-design/web-react/es/Tabs/style/index.css';
import { type CSSProperties, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import type { NoticeItem, NoticeLists } from '../../core/realtime';
import { NoticeList } from './NoticeList';
import type { PriorityLabels } from './priority';

export interface NoticePanelProps {
  lists: NoticeLists;
  onOpen: (item: NoticeItem) => void;
  onViewMore: () => void;
  priorityLabels?: PriorityLabels;
}

type TabKey = 'annt' | 'sys';
const TABS: TabKey[] = ['annt', 'sys'];
const T = 'arco-tabs';

/**
 * The popover body: tabs `通知(n)` and `系统消息(n)` with the unread totals (Arco's small line tabs).
 *
 * @example <NoticePanel lists={lists} onOpen={open} onViewMore={viewMore} />
 */
export function NoticePanel({ lists, onOpen, onViewMore, priorityLabels }: NoticePanelProps) {
  const [activeTab, setActiveTab] = useState<TabKey>('annt');
  // Like Arco's lazy panes: a tab's list renders once it was shown, then stays.
  const [shown, setShown] = useState<ReadonlySet<TabKey>>(() => new Set(['annt']));
  const titles = useRef<Partial<Record<TabKey, HTMLDivElement | null>>>({});
  const [ink, setInk] = useState<CSSProperties>({});
  const titleOf: Record<TabKey, string> = {
    annt: `通知(${lists.anntMsgTotal})`,
    sys: `系统消息(${lists.sysMsgTotal})`,
  };

  // The ink bar sits under the active title (offsets ignore the popover's zoom animation).
  useLayoutEffect(() => {
    const title = titles.current[activeTab];
    if (!title) return;
    const next = { left: title.offsetLeft, width: title.offsetWidth };
    setInk((current) => (current.left === next.left && current.width === next.width ? current : next));
  });

  const select = (key: TabKey) => {
    setActiveTab(key);
    setShown((current) => (current.has(key) ? current : new Set([...current, key])));
  };
  const onKeyDown = (key: TabKey) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') select(key);
  };

  return (
    <div className={`${T} ${T}-horizontal ${T}-line ${T}-top ${T}-size-small`}>
      <div
        className={`${T}-header-nav ${T}-header-nav-horizontal ${T}-header-nav-top ${T}-header-size-small ${T}-header-nav-line`}
      >
        <div className={`${T}-header-scroll`}>
          <div className={`${T}-header-wrapper`}>
            <div className={`${T}-header`} role="tablist">
              {TABS.map((key) => (
                <div
                  key={key}
                  ref={(element) => {
                    titles.current[key] = element;
                  }}
                  className={`${T}-header-title${key === activeTab ? ` ${T}-header-title-active` : ''}`}
                  role="tab"
                  aria-selected={key === activeTab}
                  tabIndex={0}
                  onClick={() => select(key)}
                  onKeyDown={onKeyDown(key)}
                >
                  <span className={`${T}-header-title-text`}>{titleOf[key]}</span>
                </div>
              ))}
              <div className={`${T}-header-ink`} style={ink} />
            </div>
          </div>
        </div>
      </div>
      <div className={`${T}-content ${T}-content-horizontal`}>
        <div className={`${T}-content-inner`} style={{ marginLeft: `-${TABS.indexOf(activeTab) * 100}%` }}>
          {TABS.map((key) => (
            <div
              key={key}
              className={`${T}-content-item${key === activeTab ? ` ${T}-content-item-active` : ''}`}
              role="tabpanel"
              aria-hidden={key === activeTab ? undefined : true}
              tabIndex={key === activeTab ? 0 : -1}
            >
              {shown.has(key) ? (
                <div className={`${T}-pane`}>
                  <NoticeList
                    items={key === 'annt' ? lists.anntMsgList : lists.sysMsgList}
                    onOpen={onOpen}
                    onViewMore={onViewMore}
                    priorityLabels={priorityLabels}
                  />
                </div>
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
