import { useMemo, useState } from 'react';
import { useOpenedOnce } from '../../../lazy-part';
import type { PickerServices } from '../../../picker-core/services';
import type { CellComponentProps } from '../cell-props';
import type { LabelBatcher } from '../label-batch';
import { joinValues, splitValues } from '../options';
import { useCellServices } from '../services';
import { useLabels } from '../use-labels';

/**
 * The table's own picker services (this table's requests), over those of the picker context: the
 * modals take the rest from `PickerServicesProvider`, as the standalone pickers do.
 */
function useTablePickerServices(): Partial<PickerServices> {
  const { searchUsers, loadDepartTree } = useCellServices();
  return useMemo(() => ({ searchUsers, departTree: loadDepartTree }), [searchUsers, loadDepartTree]);
}

/**
 * The state of a picker cell: the labels of its keys (`labels` batcher, one call for every visible
 * cell), the choice as key -> label for the modal, whether the modal is open (and was ever), and
 * `commit`, which remembers the labels the modal gave, closes it, writes the keys comma-joined and
 * ends the edit.
 *
 * @example const picker = usePickerCell(services.userLabels, 'user', props);
 */
export function usePickerCell(labels: LabelBatcher, source: string, { value, onChange, onCommit }: CellComponentProps) {
  const keys = splitValues(value);
  const texts = useLabels(labels, source, keys);
  const joined = keys.join(',');
  const text = texts.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the joined texts, not array identity.
  const chosen = useMemo(() => new Map(keys.map((key, index) => [key, texts[index] ?? key])), [joined, text]);
  const services = useTablePickerServices();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const commit = (picked: Map<string, string>) => {
    labels.remember(source, Object.fromEntries(picked));
    setOpen(false);
    onChange(joinValues([...picked.keys()]));
    onCommit();
  };
  return { text, chosen, services, open, opened, show: () => setOpen(true), close: () => setOpen(false), commit };
}
