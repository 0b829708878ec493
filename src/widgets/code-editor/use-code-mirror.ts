import { indentWithTab } from '@codemirror/commands';
import { indentUnit } from '@codemirror/language';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderExtension } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

/** Code editor tab size (docs/widgets-spec.md §9). */
export const CODE_TAB_SIZE = 2;

/**
 * The editor's look inside its frame (`.code-editor`, code-editor.css): it fills the frame, keeps Arco's
 * tokens (they inherit into the editor's shadow root), a monospace font, and no focus outline of its own.
 */
const FRAME_THEME = EditorView.theme({
  '&': { flex: '1', minHeight: '0', height: '100%' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'Consolas, Menlo, Monaco, "Courier New", monospace' },
  '.cm-gutters': {
    background: 'var(--color-fill-1)',
    borderRight: '1px solid var(--color-neutral-3)',
    color: 'var(--color-text-3)',
  },
});

/**
 * The editor's own root on `host`. In a document CodeMirror keeps its styles in a `<style>` element, which the
 * pages' Content-Security-Policy refuses (server/src/http/content-security.ts); in a shadow root they are
 * constructed stylesheets, which no policy blocks. Open, so tests and tools can still reach `.cm-content`.
 */
function editorRoot(host: HTMLElement): ShadowRoot {
  return host.shadowRoot ?? host.attachShadow({ mode: 'open' });
}

/** Marks the transactions that copy the `value` prop in, so they are not reported back through onChange. */
const fromProps = Annotation.define<boolean>();
const NO_EXTENSIONS: Extension = [];

export interface CodeMirrorOptions {
  value: string;
  onChange?: (value: string) => void;
  /** Extensions that may change while mounted (language, theme); reconfigured in place. */
  extensions?: Extension;
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A controlled CodeMirror 6 view mounted on the returned ref (in its open shadow root, see `editorRoot`): `value`
 * in, `onChange` out (user edits only), tab size 2, read-only and disabled switchable without recreating the view.
 *
 * @example const { hostRef } = useCodeMirror({ value, onChange, extensions: markdown() }); <div ref={hostRef} />
 */
export function useCodeMirror(options: CodeMirrorOptions) {
  const { value, extensions = NO_EXTENSIONS, readOnly = false, disabled = false, placeholder = '' } = options;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(options.onChange);
  onChangeRef.current = options.onChange;
  const compartments = useRef({ custom: new Compartment(), access: new Compartment(), hint: new Compartment() });
  const initial = useRef({ value, extensions, readOnly, disabled, placeholder });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const { custom, access, hint } = compartments.current;
    const start = initial.current;
    const root = editorRoot(host);
    const view = new EditorView({
      parent: root,
      root,
      state: EditorState.create({
        doc: start.value,
        extensions: [
          basicSetup,
          FRAME_THEME,
          keymap.of([indentWithTab]),
          EditorState.tabSize.of(CODE_TAB_SIZE),
          indentUnit.of(' '.repeat(CODE_TAB_SIZE)),
          EditorView.lineWrapping,
          access.of(accessExtensions(start.readOnly, start.disabled)),
          hint.of(start.placeholder ? placeholderExtension(start.placeholder) : []),
          custom.of(start.extensions),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            if (update.transactions.every((tr) => tr.annotation(fromProps))) return;
            onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (value === current) return;
    view.dispatch({ changes: { from: 0, to: current.length, insert: value }, annotations: fromProps.of(true) });
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.current.custom.reconfigure(extensions) });
  }, [extensions]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.access.reconfigure(accessExtensions(readOnly, disabled)),
    });
  }, [readOnly, disabled]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.hint.reconfigure(placeholder ? placeholderExtension(placeholder) : []),
    });
  }, [placeholder]);

  return { hostRef, viewRef };
}

function accessExtensions(readOnly: boolean, disabled: boolean): Extension {
  return [EditorState.readOnly.of(readOnly || disabled), EditorView.editable.of(!disabled)];
}
