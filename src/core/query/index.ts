export * from './conditions';
export * from './field-kinds';
export * from './messages';
export * from './query-state';
export * from './saved-queries';
export * from './types';
export * from './wire';
