export { inlinePart, type LazyPart, lazyPart } from './lazy-part';
export { useOpenedOnce } from './use-opened-once';
