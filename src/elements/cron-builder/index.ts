import { bootKit } from '../kit/boot';
import { defineWidget } from '../kit/define-widget';
import { CronBuilderElement } from './CronBuilderElement';
import { cronBuilderSpec } from './spec';
import { styles } from './styles.generated';

export { cronBuilderSpec } from './spec';

/** Registers `<cron-builder>` (no-op when another kit copy on the page already did). */
export function defineCronBuilder(): CustomElementConstructor | undefined {
  bootKit();
  return defineWidget(cronBuilderSpec, CronBuilderElement, styles);
}
