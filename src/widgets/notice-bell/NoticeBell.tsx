import { Badge, Popover } from '@arco-design/web-react';
import { IconNotification } from '@arco-design/web-react/icon';
import {
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import type { NoticeApi, NoticeItem, NoticeRealtime } from '../../core/realtime';
import { lazyPart, useOpenedOnce } from '../lazy-part';
import { useNoticeBellServices } from './NoticeBellContext';
import { NoticePanel } from './NoticePanel';
import type { PriorityLabels } from './priority';
import { useNoticeLists } from './use-notice-lists';

/** The 通知消息 modal is fetched when an item is first opened (or the popover is, which preloads it). */
const NoticeDetailModal = lazyPart(() => import('./NoticeDetailModal'), 'NoticeDetailModal');

/** What `onOpenComponent` receives for an announcement with openType `component`. */
export interface NoticeComponentTarget {
  openPage: string;
  busId: string | null;
  announcement: NoticeItem;
}

/** Imperative handle (for the custom element's methods): show() and hide() do not call onPopupVisibleChange. */
export interface NoticeBellHandle {
  /** Re-fetches the lists; rejects when the call fails. */
  reload(): Promise<void>;
  show(): void;
  hide(): void;
}

export interface NoticeBellProps {
  /** Data calls; default from `NoticeBellProvider`, else the core http API. */
  api?: NoticeApi;
  /** Live source; `null` turns it off; default from `NoticeBellProvider`, else the session's websocket. */
  realtime?: NoticeRealtime | null;
  /** Polling interval (default 20 000 ms, 0 turns polling off). Polling stops on the first failure. */
  pollIntervalMs?: number;
  /** Where the popover and the modal render (a positioned element; inside a shadow root, its portal host). */
  getPopupContainer?: (trigger: HTMLElement) => Element;
  /** 查看更多: the host navigates to /isps/userAnnouncement. */
  onViewMore?: () => void;
  /** An announcement with openType `component` was opened: show the detail view of `openPage` for `busId`. */
  onOpenComponent?: (target: NoticeComponentTarget) => void;
  /** 去处理 in the 通知消息 modal of an announcement with openType `url`. */
  onOpenUrl?: (openPage: string, announcement: NoticeItem) => void;
  /** An item was clicked (before it is marked read and opened). */
  onSelect?: (announcement: NoticeItem) => void;
  /** The user opened or closed the popover (click, outside click, Esc, an item opened). */
  onPopupVisibleChange?: (visible: boolean) => void;
  /** Tag texts per priority (default 一般 / 重要 / 紧急). */
  priorityLabels?: PriorityLabels;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<NoticeBellHandle>;
}

const triggerStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0 8px',
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  lineHeight: 1,
};

/**
 * The header notice bell: badge with the unread total, a 300 px popover with the 通知 and 系统消息 tabs,
 * and the 通知消息 modal. Opening an item marks it read, then reloads the lists.
 *
 * @example
 * <NoticeBell
 *   onViewMore={() => navigate('/isps/userAnnouncement')}
 *   onOpenUrl={(page) => navigate(page)}
 *   onOpenComponent={({ openPage, busId }) => openDynamicDetail(openPage, busId)}
 * />
 */
export function NoticeBell(props: NoticeBellProps) {
  const { getPopupContainer, onViewMore, onOpenComponent, onOpenUrl, onSelect, onPopupVisibleChange } = props;
  const { api, realtime } = useNoticeBellServices({ api: props.api, realtime: props.realtime });
  const { lists, total, reload } = useNoticeLists({ api, realtime, pollIntervalMs: props.pollIntervalMs });
  const [popupVisible, setPopupVisible] = useState(false);
  const [detail, setDetail] = useState<NoticeItem | null>(null);
  const [detailVisible, setDetailVisible] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const detailOpened = useOpenedOnce(detailVisible);
  useEffect(() => {
    if (popupVisible) NoticeDetailModal.preload().catch(() => undefined);
  }, [popupVisible]);

  const changePopup = useCallback(
    (visible: boolean) => {
      setPopupVisible(visible);
      onPopupVisibleChange?.(visible);
    },
    [onPopupVisibleChange],
  );

  useImperativeHandle(
    props.ref,
    () => ({ reload, show: () => setPopupVisible(true), hide: () => setPopupVisible(false) }),
    [reload],
  );

  // Esc on the bell or in the popover closes it, focus back on the bell.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !popupVisible) return;
    changePopup(false);
    triggerRef.current?.focus();
  };

  const openItem = (item: NoticeItem) => {
    changePopup(false);
    onSelect?.(item);
    api
      .markRead(item.id)
      .then(reload)
      .catch(() => undefined);
    if (item.openType === 'component' && onOpenComponent) {
      onOpenComponent({ openPage: item.openPage ?? '', busId: item.busId ?? null, announcement: item });
      return;
    }
    setDetail(item);
    setDetailVisible(true);
    // The list item may be abridged: show it at once, then the full record when it arrives.
    api
      .queryById(item.id)
      .then((full) => setDetail((current) => (current?.id === item.id ? { ...current, ...full } : current)))
      .catch(() => undefined);
  };

  const viewMore = () => {
    changePopup(false);
    onViewMore?.();
  };

  const modalContainer = getPopupContainer ? () => getPopupContainer(triggerRef.current ?? document.body) : undefined;

  return (
    <>
      <Popover
        trigger="click"
        position="br"
        popupVisible={popupVisible}
        onVisibleChange={changePopup}
        getPopupContainer={getPopupContainer}
        style={{ width: 300, maxWidth: 300 }}
        content={
          // biome-ignore lint/a11y/noStaticElementInteractions: Esc from anywhere in the popover
          <div onKeyDown={onKeyDown}>
            <NoticePanel lists={lists} onOpen={openItem} onViewMore={viewMore} priorityLabels={props.priorityLabels} />
          </div>
        }
      >
        <button
          ref={triggerRef}
          type="button"
          aria-label={`通知(${total})`}
          aria-expanded={popupVisible}
          onKeyDown={onKeyDown}
          className={props.className}
          style={{ ...triggerStyle, ...props.style }}
        >
          <Badge count={total}>
            <IconNotification style={{ fontSize: 18 }} />
          </Badge>
        </button>
      </Popover>
      <Suspense fallback={null}>
        {detailOpened ? (
          <NoticeDetailModal
            notice={detail}
            visible={detailVisible}
            onClose={() => setDetailVisible(false)}
            onOpenUrl={onOpenUrl}
            getPopupContainer={modalContainer}
          />
        ) : null}
      </Suspense>
    </>
  );
}
