import { lazy } from 'react';

// Widgets a list page needs only when a form shows one: each loads on first use, so a plain list
// (inputs and dictionary selects) does not carry pickers, editors and uploaders.
export const LazyRichTextEditor = lazy(() =>
  import('../../widgets/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);
export const LazyMarkdownEditor = lazy(() =>
  import('../../widgets/markdown-editor').then((module) => ({ default: module.MarkdownEditor })),
);
export const LazyCodeEditor = lazy(() =>
  import('../../widgets/code-editor').then((module) => ({ default: module.CodeEditor })),
);
export const LazyCronInput = lazy(() =>
  import('../../widgets/cron-builder').then((module) => ({ default: module.CronInput })),
);
export const LazyAreaPicker = lazy(() =>
  import('../../widgets/area-picker').then((module) => ({ default: module.AreaPicker })),
);
export const LazyUserPicker = lazy(() =>
  import('../../widgets/user-picker').then((module) => ({ default: module.UserPicker })),
);
export const LazyDepartPicker = lazy(() =>
  import('../../widgets/depart-picker').then((module) => ({ default: module.DepartPicker })),
);
export const LazyRolePicker = lazy(() =>
  import('../../widgets/role-picker').then((module) => ({ default: module.RolePicker })),
);
export const LazyTreeSelect = lazy(() =>
  import('../../widgets/tree-select').then((module) => ({ default: module.TreeSelect })),
);
export const LazyCategorySelect = lazy(() =>
  import('../../widgets/tree-select').then((module) => ({ default: module.CategorySelect })),
);
export const LazyUploadField = lazy(() =>
  import('../../widgets/upload-field').then((module) => ({ default: module.UploadField })),
);
