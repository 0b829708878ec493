import { Alert, Button, Modal } from '@arco-design/web-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FilePicker } from './FilePicker';
import { DEFAULT_MAX_IMPORT_BYTES } from './file-checks';
import { ImportFileList } from './ImportFileList';
import { type FixRequest, ImportFixActions } from './ImportFixActions';
import { canChoose, canStart } from './import-machine';
import type { ImportExtraFields } from './import-request';
import type { ImportColumn } from './sheet-preview';
import { DEFAULT_PREVIEW_ROWS } from './sheet-preview';
import { type ImportSummary, useImportController } from './use-import-controller';
import { WorkbookPreview } from './WorkbookPreview';

/** Set by the element kit's build (vite.lib.config.ts): the kit leaves sheet fixing out of its bundles. */
declare const __ELEMENT_KIT__: boolean | undefined;
const IN_ELEMENT_KIT = typeof __ELEMENT_KIT__ !== 'undefined' && __ELEMENT_KIT__;

export const IMPORT_DIALOG_WIDTH = 600;
export const IMPORT_DIALOG_TITLE = '导入EXCEL';

export interface ImportDialogProps extends ImportExtraFields {
  /** The import URL, relative to the configured API base, e.g. `/sys/position/importExcel`. */
  url: string;
  visible: boolean;
  /** 关闭 / the close icon / Esc. A run in progress carries on and can be seen again on reopening. */
  onClose: () => void;
  /** After a run in which at least one file imported rows: reload the page's list here. */
  onImported?: (summary: ImportSummary) => void;
  /** After every finished run, failed ones included (the custom element's import events). */
  onFinished?: (summary: ImportSummary) => void;
  /** Target columns (titles and validateRules): the preview marks rows that break them. */
  columns?: readonly ImportColumn[];
  /** Where the modal renders (a custom element's portal host). Default: document.body. */
  getPopupContainer?: () => Element;
  title?: string;
  /** Size cap per file in bytes; 0 for none. Default 10 MB. */
  maxBytes?: number;
  /** Rows previewed per sheet. Default 20. */
  previewRows?: number;
  /** Timeout of each import request. Default 5 minutes. */
  timeoutMs?: number;
  /** How often a pending import's progress is asked for, in ms. Default 500. */
  progressPollMs?: number;
  /**
   * The admin's spreadsheet for fixing rows (修正数据, 修正错误行); without it the dialog offers neither.
   * Not in the element kit.
   */
  renderFix?: (request: FixRequest) => ReactNode;
}

/**
 * The Excel import modal (docs/widgets-spec.md §2, width 600): choose .xls/.xlsx files (several at once; others
 * are refused with the reason), preview each workbook's sheets with rule-breaking rows marked, then
 * 开始上传 sends each file with its own progress and shows its outcome: the server's message, the 201
 * warning with an authenticated download of the error report, or the failure with the file's name.
 *
 * @example
 * <ImportDialog
 *   url="/sys/position/importExcel"
 *   visible={open}
 *   onClose={() => setOpen(false)}
 *   columns={[{ key: 'code', title: '职务编码', validateRules: [{ required: true }] }]}
 *   onImported={() => list.reload()}
 * />
 */
export function ImportDialog(props: ImportDialogProps) {
  const { url, visible, onClose, onImported, columns, getPopupContainer } = props;
  const { isSingleTableImport, foreignKeys, validateStatus } = props;
  const controller = useImportController({
    url,
    extras: { isSingleTableImport, foreignKeys, validateStatus },
    maxBytes: props.maxBytes ?? DEFAULT_MAX_IMPORT_BYTES,
    timeoutMs: props.timeoutMs,
    progressPollMs: props.progressPollMs,
    onImported,
    onFinished: props.onFinished,
  });
  const { state, choose, remove, start, reset } = controller;
  const [previewUid, setPreviewUid] = useState<string>();
  const uploading = state.phase === 'uploading';

  // Closing outside a run starts the next opening afresh; a run that ends while the dialog is closed
  // keeps its outcomes for the next opening.
  const uploadingNow = useRef(uploading);
  uploadingNow.current = uploading;
  useEffect(() => {
    if (!visible && !uploadingNow.current) reset();
  }, [visible, reset]);

  const previewed =
    state.phase === 'chosen' ? (state.files.find((f) => f.uid === previewUid) ?? state.files[0]) : undefined;

  const footer = (
    <>
      <Button onClick={onClose}>关闭</Button>
      <Button type="primary" disabled={!canStart(state)} loading={uploading} onClick={() => void start()}>
        {uploading ? '正在上传' : '开始上传'}
      </Button>
    </>
  );

  return (
    <Modal
      title={props.title ?? IMPORT_DIALOG_TITLE}
      visible={visible}
      style={{ width: IMPORT_DIALOG_WIDTH }}
      onCancel={onClose}
      footer={
        IN_ELEMENT_KIT || !props.renderFix ? (
          footer
        ) : (
          <>
            <ImportFixActions controller={controller} previewed={previewed} renderFix={props.renderFix} />
            {footer}
          </>
        )
      }
      getPopupContainer={getPopupContainer}
      maskClosable={!uploading}
    >
      <FilePicker disabled={!canChoose(state)} onFiles={choose} />
      {state.rejected.length > 0 && (
        <Alert
          type="warning"
          title="以下文件不能导入"
          style={{ marginTop: 12 }}
          content={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {state.rejected.map((rejected, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two refused files may share a name
                <li key={index}>{rejected.reason}</li>
              ))}
            </ul>
          }
        />
      )}
      <ImportFileList
        files={state.files}
        editable={state.phase === 'chosen'}
        previewUid={previewed?.uid}
        onPreview={setPreviewUid}
        onRemove={remove}
      />
      {previewed && (
        <div style={{ marginTop: 12 }}>
          <WorkbookPreview file={previewed.file} columns={columns} limit={props.previewRows ?? DEFAULT_PREVIEW_ROWS} />
        </div>
      )}
    </Modal>
  );
}
