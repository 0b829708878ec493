import { Tag } from '@arco-design/web-react';
import type { ReactNode } from 'react';

export interface ChosenListProps {
  /** Accessible name of the list (已选用户, 已选部门, 已选). */
  label: string;
  /** key -> tag text of what is chosen. */
  items: Iterable<[string, ReactNode]>;
  count: number;
  onRemove: (key: string) => void;
  /** Only the count line, no tags (the table cells' compact modals). */
  compact?: boolean;
}

/**
 * Under a picker modal's list: 已选择 N 项 and a removable tag per chosen item, or the count alone when
 * `compact`.
 *
 * @example <ChosenList label="已选用户" count={chosen.size} items={[...chosen].map(([k, u]) => [k, u.realname])} onRemove={remove} />
 */
export function ChosenList({ label, items, count, onRemove, compact = false }: ChosenListProps) {
  if (compact) return <div className="et-picker-count">已选择 {count} 项</div>;
  return (
    <section aria-label={label} style={{ marginTop: 12 }}>
      <span>已选择 {count} 项</span>
      {[...items].map(([key, text]) => (
        <Tag key={key} closable onClose={() => onRemove(key)} style={{ marginLeft: 8 }}>
          {text}
        </Tag>
      ))}
    </section>
  );
}
