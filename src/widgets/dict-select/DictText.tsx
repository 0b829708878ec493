import { type DictItem, filterMultiDictText, loadDictItemLabels } from '../../core/dict';
import { useLoad } from '../shared/use-load';
import { type DictValue, joinValues, splitValues } from './dict-value';
import { useDictItems } from './use-dict-items';

export interface DictTextProps {
  /** Dictionary code or `table,text,code[,condition]`. */
  dictCode?: string;
  value: DictValue;
  /** Items to use instead of loading `dictCode`. */
  options?: readonly DictItem[];
  /**
   * Ask the server for the labels of just these values (`/sys/dict/loadDictItem`), for table
   * dictionaries too large to load whole (default false).
   */
  byKeys?: boolean;
}

function KeyedText({ dictCode, value }: { dictCode: string; value: DictValue }) {
  const keys = joinValues(splitValues(value));
  const labels = useLoad(keys ? [dictCode, keys] : null, () => loadDictItemLabels(dictCode, keys));
  // Each value shows as itself until its label arrives, and when none does.
  const text = keys && !labels.loading && !labels.error ? labels.data?.join(',') || keys : keys;
  return <span className="widget-dict-text">{text}</span>;
}

function ItemsText({ dictCode, value, options }: DictTextProps) {
  const { items } = useDictItems(dictCode, options);
  return <span className="widget-dict-text">{filterMultiDictText(items, joinValues(splitValues(value)))}</span>;
}

/**
 * The label(s) of a stored value: comma values give comma-joined labels in value order; an unknown
 * value shows as itself.
 *
 * @example <DictText dictCode="sex" value="1" /> // 男
 */
export function DictText(props: DictTextProps) {
  if (props.byKeys && props.dictCode && !props.options) {
    return <KeyedText dictCode={props.dictCode} value={props.value} />;
  }
  return <ItemsText {...props} />;
}
