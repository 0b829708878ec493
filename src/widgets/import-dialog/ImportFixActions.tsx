import { Button } from '@arco-design/web-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ImportFileEntry } from './import-machine';
import type { ImportController } from './use-import-controller';

/** What the dialog asks the sheet to fix: the chosen workbook, or the rows the server refused. */
export type FixSource = { kind: 'file'; file: File } | { kind: 'errors'; errorFile: { url: string; name: string } };

/** Handed to `renderFix`: the source, and where the corrected workbook goes (or that the user gave up). */
export interface FixRequest {
  source: FixSource;
  /** Sends the corrected workbook through the same import, as if the user had chosen it. */
  onFixed: (file: File) => void;
  onCancel: () => void;
}

export interface ImportFixActionsProps {
  controller: ImportController;
  /** The file whose preview is shown (修正数据 opens it). */
  previewed?: ImportFileEntry;
  renderFix: (request: FixRequest) => ReactNode;
}

/**
 * 修正数据 (fix the chosen workbook before it goes) and 修正错误行 (fix the rows a partial import refused),
 * with the host's sheet open while fixing. A corrected workbook replaces the chosen files and is sent at once.
 */
export function ImportFixActions({ controller, previewed, renderFix }: ImportFixActionsProps) {
  const [source, setSource] = useState<FixSource | null>(null);
  const sendNext = useRef<File | null>(null);
  const { state, start } = controller;

  // The corrected file is sent once the dialog holds it (choose() is applied on the next render).
  useEffect(() => {
    const file = sendNext.current;
    if (file && state.phase === 'chosen' && state.files.some((entry) => entry.file === file)) {
      sendNext.current = null;
      void start();
    }
  }, [state, start]);

  const refused = state.files.filter((entry) => entry.outcome?.status === 'partial' && entry.outcome.errorFile);
  const actions: ReactNode[] = [];
  if (state.phase === 'chosen' && previewed) {
    actions.push(
      <Button key="file" size="small" type="outline" onClick={() => setSource({ kind: 'file', file: previewed.file })}>
        修正数据
      </Button>,
    );
  }
  for (const entry of refused) {
    const outcome = entry.outcome;
    if (outcome?.status !== 'partial' || !outcome.errorFile) continue;
    const errorFile = outcome.errorFile;
    actions.push(
      <Button key={entry.uid} size="small" type="outline" onClick={() => setSource({ kind: 'errors', errorFile })}>
        {refused.length > 1 ? `修正错误行（${entry.file.name}）` : '修正错误行'}
      </Button>,
    );
  }

  const fixed = (file: File) => {
    setSource(null);
    controller.reset();
    controller.choose([file]);
    sendNext.current = file;
  };

  return (
    <>
      {actions.length > 0 && <span style={{ display: 'inline-flex', gap: 8, marginRight: 8 }}>{actions}</span>}
      {source && renderFix({ source, onFixed: fixed, onCancel: () => setSource(null) })}
    </>
  );
}
