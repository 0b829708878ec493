import { Tag } from '@arco-design/web-react';
import { type PriorityLabels, priorityTag } from './priority';

export interface PriorityTagProps {
  priority: string | null | undefined;
  labels?: PriorityLabels;
}

/**
 * The priority of an announcement as a coloured tag (L blue 一般, M orange 重要, H red 紧急); nothing for
 * an unknown priority.
 *
 * @example <PriorityTag priority="H" />
 */
export function PriorityTag({ priority, labels }: PriorityTagProps) {
  const tag = priorityTag(priority, labels);
  if (!tag) return null;
  return (
    <Tag size="small" color={tag.color} style={{ flex: 'none' }}>
      {tag.label}
    </Tag>
  );
}
