import { Progress } from '@arco-design/web-react';
import { formatTagsInput, splitTags } from '../../../core/validation';
import { arcoProps, type CellComponentProps, valueText } from './cell-props';
import { TagsSummary } from './SelectCells';
import { cellText, LineEditor } from './TextCells';

/** A progress value as a percentage 0-100 (text such as '45' or '45%' reads as 45; else 0). */
export function progressPercent(value: unknown): number {
  const n = Number.parseFloat(valueText(value));
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

/**
 * `progress`: a read-only progress bar of the value (0-100).
 *
 * @example <ProgressCell column={{ key: 'p', title: '进度', type: 'progress' }} value={45} ... />
 */
export function ProgressCell({ column, value }: CellComponentProps) {
  return <Progress size="small" {...arcoProps(column.props)} percent={progressPercent(value)} />;
}

/**
 * `tags`: text whose characters are grouped two by two, `;` between groups (the user's own
 * semicolons are stripped, docs/widgets-spec.md §5). Value: the formatted text ('ab;cd;e'); shown as tags.
 *
 * @example <TagsCell column={{ key: 't', title: '标签', type: 'tags' }} value="ab;cd" editing ... />
 */
export function TagsCell(props: CellComponentProps) {
  if (!props.editing || props.disabled) {
    const tags = splitTags(valueText(props.value));
    return tags.length ? <TagsSummary texts={tags} /> : cellText('');
  }
  return <LineEditor {...props} format={formatTagsInput} />;
}
