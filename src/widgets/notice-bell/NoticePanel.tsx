import { Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import type { NoticeItem, NoticeLists } from '../../core/realtime';
import { NoticeList } from './NoticeList';
import type { PriorityLabels } from './priority';

export interface NoticePanelProps {
  lists: NoticeLists;
  onOpen: (item: NoticeItem) => void;
  onViewMore: () => void;
  priorityLabels?: PriorityLabels;
}

/**
 * The popover body: tabs `通知(n)` and `系统消息(n)` with the unread totals.
 *
 * @example <NoticePanel lists={lists} onOpen={open} onViewMore={viewMore} />
 */
export function NoticePanel({ lists, onOpen, onViewMore, priorityLabels }: NoticePanelProps) {
  const [activeTab, setActiveTab] = useState('annt');
  return (
    <Tabs activeTab={activeTab} onChange={setActiveTab} size="small">
      <Tabs.TabPane key="annt" title={`通知(${lists.anntMsgTotal})`}>
        <NoticeList items={lists.anntMsgList} onOpen={onOpen} onViewMore={onViewMore} priorityLabels={priorityLabels} />
      </Tabs.TabPane>
      <Tabs.TabPane key="sys" title={`系统消息(${lists.sysMsgTotal})`}>
        <NoticeList items={lists.sysMsgList} onOpen={onOpen} onViewMore={onViewMore} priorityLabels={priorityLabels} />
      </Tabs.TabPane>
    </Tabs>
  );
}
