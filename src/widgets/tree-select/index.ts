export { CategorySelect, type CategorySelectProps } from './CategorySelect';
export { LazyTreeSelect, type LazyTreeSelectProps } from './LazyTreeSelect';
export { TreeSelect, type TreeSelectProps } from './TreeSelect';
export * from './tree-calls';
export { findTitle, type LazyTreeNode, toLazyNodes, withChildren } from './tree-model';
