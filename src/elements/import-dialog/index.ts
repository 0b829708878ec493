import { bootKit } from '../kit/boot';
import { defineWidget } from '../kit/define-widget';
import { ImportDialogElement } from './ImportDialogElement';
import { importDialogSpec } from './spec';
import { styles } from './styles.generated';

export { importDialogSpec } from './spec';

/** Registers `<import-dialog>` (no-op when another kit copy on the page already did). */
export function defineImportDialog(): CustomElementConstructor | undefined {
  bootKit();
  return defineWidget(importDialogSpec, ImportDialogElement, styles);
}
