import { Tooltip } from '@arco-design/web-react';
import { DEFAULT_ELLIPSIS_LENGTH, ellipsis, textWidth } from '../../core/format';

export interface EllipsisProps {
  /** Text to show; null and undefined show nothing. */
  value: string | number | null | undefined;
  /** Display columns kept, wide characters counting two (default 25). */
  length?: number;
  /** Show the full text in a tooltip when it was cut (default true). */
  tooltip?: boolean;
}

/**
 * Text cut to `length` display columns with '...', the full text in a tooltip when cut.
 *
 * @example <Ellipsis value="一段很长很长的说明文字" length={10} />
 */
export function Ellipsis({ value, length = DEFAULT_ELLIPSIS_LENGTH, tooltip = true }: EllipsisProps) {
  const full = value === null || value === undefined ? '' : String(value);
  const cut = textWidth(full) > length;
  const shown = cut ? ellipsis(full, length) : full;
  if (!cut || !tooltip) return <span className="widget-ellipsis">{shown}</span>;
  return (
    <Tooltip content={full}>
      <span className="widget-ellipsis" title={full}>
        {shown}
      </span>
    </Tooltip>
  );
}
