export * from './date';
export * from './decimal';
export * from './ellipsis';
export * from './file-url';
export * from './greeting';
export * from './money';
export * from './stored-file';
export * from './thousands';
