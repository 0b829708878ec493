export { clearDictCache, getCachedDictItems, initDictionaries, storeAllDictItems } from './dict-cache';
export * from './dict-errors';
export * from './dict-items';
export * from './dict-labels';
export * from './dict-search';
export * from './dict-url';
export * from './normalize';
export * from './tree-data';
export * from './types';
