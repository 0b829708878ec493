export { CronBuilder, type CronBuilderProps } from './CronBuilder';
export { CRON_MODAL_WIDTH, CronBuilderModal, type CronBuilderModalProps } from './CronBuilderModal';
export { CronInput, type CronInputProps } from './CronInput';
export { CronPreview, type CronPreviewProps } from './CronPreview';
export {
  type CronBuilderController,
  type CronBuilderControllerOptions,
  useCronBuilderController,
  useDebouncedValue,
} from './use-cron-builder';
