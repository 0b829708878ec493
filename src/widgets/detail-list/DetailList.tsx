import type { ReactNode } from 'react';

/** Most columns a detail list lays out (docs/widgets-spec.md §9). */
export const MAX_DETAIL_COLUMNS = 4;

export interface DetailItem {
  /** Term shown before the value. */
  label: ReactNode;
  value: ReactNode;
  /** Columns this item spans (default 1). */
  span?: number;
}

export interface DetailListProps {
  title?: ReactNode;
  items: readonly DetailItem[];
  /** Columns, clamped to 1-4 (default 3). */
  columns?: number;
  /** Term placement: beside the value (default) or above it. */
  layout?: 'horizontal' | 'vertical';
}

/**
 * Read-only term/value pairs in a grid of up to 4 columns.
 *
 * @example <DetailList title="基本信息" columns={2} items={[{ label: '姓名', value: '张三' }]} />
 */
export function DetailList({ title, items, columns = 3, layout = 'horizontal' }: DetailListProps) {
  const count = Math.min(MAX_DETAIL_COLUMNS, Math.max(1, Math.floor(columns) || 1));
  return (
    <section className="widget-detail-list">
      {title ? <div style={{ fontWeight: 600, marginBottom: 12 }}>{title}</div> : null}
      <dl
        data-columns={count}
        style={{ display: 'grid', gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, gap: '8px 16px', margin: 0 }}
      >
        {items.map((item, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: items are positional and carry no id
            key={index}
            style={{
              gridColumn: `span ${Math.min(count, Math.max(1, item.span ?? 1))}`,
              display: 'flex',
              flexDirection: layout === 'vertical' ? 'column' : 'row',
            }}
          >
            <dt style={{ color: 'var(--color-text-3)', marginRight: 8 }}>{item.label}</dt>
            <dd style={{ margin: 0, wordBreak: 'break-all' }}>{item.value ?? '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
