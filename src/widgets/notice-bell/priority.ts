import type { NoticePriority } from '../../core/realtime';

/** Tag colour and text per priority (docs/business-spec.md §4: L general blue, M important orange, H urgent red). */
export const PRIORITY_TAGS: Readonly<Record<NoticePriority, { color: string; label: string }>> = {
  L: { color: 'blue', label: '一般' },
  M: { color: 'orange', label: '重要' },
  H: { color: 'red', label: '紧急' },
};

export type PriorityLabels = Partial<Record<NoticePriority, string>>;

/** The tag of a priority, or null for an unknown one. */
export function priorityTag(
  priority: string | null | undefined,
  labels: PriorityLabels = {},
): { color: string; label: string } | null {
  if (priority !== 'L' && priority !== 'M' && priority !== 'H') return null;
  const tag = PRIORITY_TAGS[priority];
  return { color: tag.color, label: labels[priority] ?? tag.label };
}
