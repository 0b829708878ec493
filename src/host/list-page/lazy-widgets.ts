import { lazyPart } from '../../widgets/lazy-part';

// Widgets a list page needs only when a form shows one: each loads on first use, so a plain list
// (inputs and dictionary selects) does not carry pickers, editors and uploaders. The cron input and the
// user picker come from their own files: their folders' indexes also export the modals they fetch later.
export const LazyRichTextEditor = lazyPart(() => import('../../widgets/rich-text-editor'), 'RichTextEditor');
export const LazyMarkdownEditor = lazyPart(() => import('../../widgets/markdown-editor'), 'MarkdownEditor');
export const LazyCodeEditor = lazyPart(() => import('../../widgets/code-editor'), 'CodeEditor');
export const LazyCronInput = lazyPart(() => import('../../widgets/cron-builder/CronInput'), 'CronInput');
export const LazyAreaPicker = lazyPart(() => import('../../widgets/area-picker'), 'AreaPicker');
export const LazyUserPicker = lazyPart(() => import('../../widgets/user-picker/UserPicker'), 'UserPicker');
export const LazyDepartPicker = lazyPart(() => import('../../widgets/depart-picker'), 'DepartPicker');
export const LazyRolePicker = lazyPart(() => import('../../widgets/role-picker'), 'RolePicker');
export const LazyTreeSelect = lazyPart(() => import('../../widgets/tree-select'), 'TreeSelect');
export const LazyCategorySelect = lazyPart(() => import('../../widgets/tree-select'), 'CategorySelect');
export const LazyUploadField = lazyPart(() => import('../../widgets/upload-field'), 'UploadField');
