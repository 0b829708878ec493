import { Button, List } from '@arco-design/web-react';
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

/**
 * One tab of the bell: the latest items (priority tag, title, send time) and 查看更多.
 *
 * @example <NoticeList items={lists.anntMsgList} onOpen={open} onViewMore={viewMore} />
 */
export function NoticeList({ items, onOpen, onViewMore, priorityLabels }: NoticeListProps) {
  return (
    <div>
      <div style={{ maxHeight: 360, overflowY: 'auto' }}>
        <List
          size="small"
          bordered={false}
          dataSource={items}
          render={(item) => (
            <List.Item key={item.id} style={{ padding: 0 }}>
              <button type="button" style={itemButton} title={item.titile} onClick={() => onOpen(item)}>
                <PriorityTag priority={item.priority} labels={priorityLabels} />
                <span style={itemText}>
                  <span style={itemTitle}>{item.titile}</span>
                  <span style={itemTime}>{item.sendTime || item.createTime}</span>
                </span>
              </button>
            </List.Item>
          )}
        />
      </div>
      <Button type="text" long onClick={onViewMore}>
        查看更多
      </Button>
    </div>
  );
}
