export { DEFAULT_MODAL_WIDTH, FullscreenModal, type FullscreenModalProps } from './FullscreenModal';
