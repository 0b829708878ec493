import { Button, Empty, Popconfirm, Tooltip } from '@arco-design/web-react';
import { IconDelete, IconSave } from '@arco-design/web-react/icon';
import type { SavedQuery } from '../../core/query';
import { usePopupContainer } from './popup-container';

export interface SavedQueryPanelProps {
  saved: readonly SavedQuery[];
  /** The saved query last loaded or saved (highlighted). */
  current: string | null;
  onLoad: (title: string) => void;
  onRemove: (title: string) => void;
}

/** The side panel of saved queries: click one to load it, the bin to delete it. */
export function SavedQueryPanel({ saved, current, onLoad, onRemove }: SavedQueryPanelProps) {
  const getPopupContainer = usePopupContainer();
  return (
    <aside className="super-query__saved" aria-label="保存的查询">
      <div className="super-query__saved-title">
        <IconSave /> 保存的查询
      </div>
      {saved.length === 0 ? (
        <Empty className="super-query__saved-empty" description="没有保存任何查询" />
      ) : (
        <ul className="super-query__saved-list">
          {saved.map((entry) => (
            <li
              key={entry.title}
              className={`super-query__saved-item${entry.title === current ? ' super-query__saved-item--current' : ''}`}
            >
              <Tooltip
                content={`${entry.records.length} 个条件，${entry.matchType === 'or' ? '任一' : '全部'}匹配`}
                mini
                getPopupContainer={getPopupContainer}
                position="left"
              >
                <button
                  type="button"
                  className="super-query__saved-load"
                  aria-current={entry.title === current ? 'true' : undefined}
                  onClick={() => onLoad(entry.title)}
                >
                  {entry.title}
                </button>
              </Tooltip>
              <Popconfirm
                title="是否删除当前查询？"
                onOk={() => onRemove(entry.title)}
                getPopupContainer={getPopupContainer}
              >
                <Button
                  type="text"
                  size="mini"
                  status="danger"
                  icon={<IconDelete />}
                  aria-label={`删除查询 ${entry.title}`}
                />
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
