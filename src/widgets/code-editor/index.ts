export { CODE_EDITOR_HEIGHT, CodeEditor, type CodeEditorProps } from './CodeEditor';
export {
  CODE_LANGUAGES,
  type CodeLanguage,
  isCodeLanguage,
  loadedLanguages,
  loadLanguage,
  toCodeLanguage,
} from './languages';
export { CODE_TAB_SIZE, type CodeMirrorOptions, useCodeMirror } from './use-code-mirror';
