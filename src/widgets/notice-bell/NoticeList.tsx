import { Button, Empty } from '@arco-design/web-react';
import type { CSSProperties } from 'react';
import type { NoticeItem } from '../../core/realtime';
import { PriorityTag } from './PriorityTag';
import type { PriorityLabels } from './priority';

export interface NoticeListProps {
  items: NoticeItem[];
  onOpen: (item: NoticeItem) => void;
  onViewMore: () => void;
  priorityLabels?: PriorityLabels;
}

// Inline styles only: the widget also runs in a shadow root, where no page stylesheet applies.
const itemButton: CSSProperties = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 8,
  width: '100%',
  padding: '8px 4px',
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
};
const itemText: CSSProperties = { display: 'flex', flexDirection: 'column', minWidth: 0, gap: 2 };
const itemTitle: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const itemTime: CSSProperties = { fontSize: 12, opacity: 0.65 };
// The look of Arco's borderless small List (its component alone pulls in Pagination and Select).
const list: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  width: '100%',
  overflowY: 'auto',
  borderRadius: 'var(--border-radius-medium)',
  color: 'var(--color-text-1)',
  fontSize: 14,
  lineHeight: 1.5715,
};
const listContent: CSSProperties = { flex: 1, margin: 0, padding: 0, listStyle: 'none' };
const listItem: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  boxSizing: 'border-box',
  width: '100%',
  overflow: 'hidden',
};
const itemSplit: CSSProperties = { ...listItem, borderBottom: '1px solid var(--color-neutral-3)' };
const itemMain: CSSProperties = { flex: 1, overflow: 'hidden' };
const empty: CSSProperties = { display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100%' };

/**
 * One tab of the bell: the latest items (priority tag, title, send time) and 查看更多.
 *
 * @example <NoticeList items={lists.anntMsgList} onOpen={open} onViewMore={viewMore} />
 */
export function NoticeList({ items, onOpen, onViewMore, priorityLabels }: NoticeListProps) {
  return (
    <div>
      <div style={{ maxHeight: 360, overflowY: 'auto' }}>
        <div style={list}>
          {items.length === 0 ? (
            <Empty style={empty} />
          ) : (
            <ul style={listContent}>
              {items.map((item, index) => (
                <li key={item.id} style={index < items.length - 1 ? itemSplit : listItem}>
                  <div style={itemMain}>
                    <button type="button" style={itemButton} title={item.titile} onClick={() => onOpen(item)}>
                      <PriorityTag priority={item.priority} labels={priorityLabels} />
                      <span style={itemText}>
                        <span style={itemTitle}>{item.titile}</span>
                        <span style={itemTime}>{item.sendTime || item.createTime}</span>
                      </span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <Button type="text" long onClick={onViewMore}>
        查看更多
      </Button>
    </div>
  );
}
