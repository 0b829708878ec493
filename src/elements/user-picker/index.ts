import { bootKit } from '../kit/boot';
import { defineWidget } from '../kit/define-widget';
import { userPickerSpec } from './spec';
import { styles } from './styles.generated';
import { UserPickerElement } from './UserPickerElement';

export { userPickerSpec } from './spec';

/** Registers `<user-picker>` (no-op when another kit copy on the page already did). */
export function defineUserPicker(): CustomElementConstructor | undefined {
  bootKit();
  return defineWidget(userPickerSpec, UserPickerElement, styles);
}
