import { Alert, Button, List, Modal, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FixRequest, FixSource } from '../../../widgets/import-dialog';
import { FullscreenModal } from '../../../widgets/modal';
import { loadSheet } from './load-source';
import type { SheetColumn } from './sheet-columns';
import styles from './sheet-fix.module.css';
import type { SheetModel } from './sheet-model';
import { type MountedSheet, mountSheet } from './univer-sheet';
import { fixedName, workbookFile } from './workbook-file';

export interface SheetFixModalProps extends FixRequest {
  /** The import's columns: what each header means and the rules its cells must pass. */
  columns: readonly SheetColumn[];
}

/** Rows listed beside the sheet at most (the count says how many there are). */
const LISTED_ROWS = 200;

/**
 * The rows beside the sheet: those that break a rule, and when fixing a server report every row with
 * the server's reason (a reason the browser cannot check, such as an unknown shop, is shown too).
 */
function listedRows(model: SheetModel | null, withReasons: boolean) {
  if (!model) return [];
  const failing = new Map(model.invalidRows().map(({ row, message }) => [row, message]));
  const rows = withReasons && model.reasonIndex >= 0 ? model.rows.map((_, row) => row) : [...failing.keys()];
  return rows.slice(0, LISTED_ROWS).map((row) => ({
    row,
    message: failing.get(row),
    reason: withReasons && model.reasonIndex >= 0 ? model.rows[row]?.[model.reasonIndex] : undefined,
  }));
}

function sourceKey(source: FixSource): string {
  if (source.kind === 'errors') return source.errorFile.url;
  return `${source.file.name}:${source.file.size}:${source.file.lastModified}`;
}

/**
 * 修正数据 / 修正错误行: the workbook in a full-screen spreadsheet, failing cells red with the reasons listed
 * beside it, the count of failing rows kept as the user types; 上传修正后的数据 sends the corrected workbook
 * through the same import.
 */
export default function SheetFixModal({ source, columns, onFixed, onCancel }: SheetFixModalProps) {
  const loaded = useQuery({
    queryKey: ['sheet-fix', sourceKey(source)],
    queryFn: ({ signal }) => loadSheet(source, columns, signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const container = useRef<HTMLDivElement>(null);
  const sheet = useRef<MountedSheet | null>(null);
  const [model, setModel] = useState<SheetModel | null>(null);
  const [version, setVersion] = useState(0);
  const [checkMs, setCheckMs] = useState(0);

  useEffect(() => {
    const element = container.current;
    if (!loaded.data || !element) return;
    const mounted = mountSheet(element, loaded.data.model, loaded.data.options, {
      onChecked: (next, ms) => {
        setModel(next);
        setVersion((n) => n + 1);
        setCheckMs(ms);
      },
    });
    sheet.current = mounted;
    return () => {
      sheet.current = null;
      mounted.dispose();
    };
  }, [loaded.data]);

  const upload = () => {
    const current = sheet.current?.model();
    if (!current || !loaded.data) return;
    const send = () => onFixed(workbookFile(current.toImportGrid(), fixedName(loaded.data.name)));
    if (current.invalidRowCount === 0) {
      send();
      return;
    }
    Modal.confirm({
      title: '仍有错误数据',
      content: `还有 ${current.invalidRowCount} 行不符合规则，服务器将拒绝这些行。仍要上传吗？`,
      onOk: send,
    });
  };

  const invalid = model?.invalidRowCount ?? 0;
  const title = source.kind === 'errors' ? '修正错误行' : '修正数据';
  return (
    <FullscreenModal
      title={title}
      visible
      defaultFullscreen
      hideToggle
      onCancel={onCancel}
      unmountOnExit
      footer={
        <>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" disabled={!model} onClick={upload}>
            上传修正后的数据
          </Button>
        </>
      }
    >
      {loaded.isError && <Alert type="error" content={loaded.error.message || '文件读取失败'} />}
      {loaded.isPending && <Spin block tip="正在打开表格…" className={styles.loading} />}
      {model && model.missing.length > 0 && (
        <Alert type="warning" content={`表头缺少必填列：${model.missing.join('、')}`} className={styles.notice} />
      )}
      <div className={styles.layout} hidden={!loaded.data}>
        <div ref={container} className={styles.sheet} data-testid="sheet-fix-grid" />
        <aside className={styles.side} aria-label="错误行" data-version={version} data-check-ms={checkMs.toFixed(2)}>
          <p className={invalid > 0 ? styles.bad : styles.good} role="status">
            {model
              ? invalid > 0
                ? `共 ${model.rows.length} 行，${invalid} 行有误`
                : `共 ${model.rows.length} 行，全部正确`
              : ''}
          </p>
          <List size="small" className={styles.list}>
            {listedRows(model, source.kind === 'errors').map(({ row, message, reason }) => (
              <List.Item key={row} className={styles.item} onClick={() => sheet.current?.select(row)}>
                <strong>{`第 ${row + 2} 行`}</strong>
                {reason ? <span className={styles.reason}>{reason}</span> : null}
                {message ? <span className={styles.problem}>{message}</span> : null}
              </List.Item>
            ))}
          </List>
        </aside>
      </div>
    </FullscreenModal>
  );
}
