import type { CellComponentProps } from './cell-props';
import { optionText, useColumnOptions } from './options';
import { cellText, valueDisplay } from './TextCells';

function OptionText({ column, value }: Pick<CellComponentProps, 'column' | 'value'>) {
  const options = useColumnOptions(column);
  const text = optionText(options, value);
  return cellText(text);
}

/**
 * `normal`: read-only text; with options or a dictCode the option's text is shown.
 *
 * @example <NormalCell column={{ key: 'sex', title: '性别', type: 'normal', dictCode: 'sex' }} value="1" ... />
 */
export function NormalCell({ column, value }: CellComponentProps) {
  if (column.options?.length || column.dictCode) return <OptionText column={column} value={value} />;
  return valueDisplay(value);
}
