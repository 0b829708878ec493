import { bootKit } from '../kit/boot';
import { defineWidget } from '../kit/define-widget';
import { EditableTableElement } from './EditableTableElement';
import { editableTableSpec } from './spec';
import { styles } from './styles.generated';

export { editableTableSpec } from './spec';

/** Registers `<editable-table>` (no-op when another kit copy on the page already did). */
export function defineEditableTable(): CustomElementConstructor | undefined {
  bootKit();
  return defineWidget(editableTableSpec, EditableTableElement, styles);
}
