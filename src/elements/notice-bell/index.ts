import { bootKit } from '../kit/boot';
import { defineWidget } from '../kit/define-widget';
import { NoticeBellElement } from './NoticeBellElement';
import { noticeBellSpec } from './spec';
import { styles } from './styles.generated';

export { noticeBellSpec } from './spec';

/** Registers `<notice-bell>` (no-op when another kit copy on the page already did). */
export function defineNoticeBell(): CustomElementConstructor | undefined {
  bootKit();
  return defineWidget(noticeBellSpec, NoticeBellElement, styles);
}
