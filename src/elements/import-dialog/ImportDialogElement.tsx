import { Suspense, useEffect } from 'react';
import { IMPORT_FAILED_FALLBACK, type ImportColumn, type ImportSummary } from '../../widgets/import-dialog';
import { lazyPart, useOpenedOnce } from '../../widgets/lazy-part';
import { type AdapterProps, useProp } from '../kit/define-widget';

/** The dialog is fetched when first opened: until then the element shows nothing. */
const ImportDialog = lazyPart(() => import('../../widgets/import-dialog/ImportDialog'), 'ImportDialog');

const MB = 1024 * 1024;

function failureMessage(summary: ImportSummary): string {
  const failed = summary.files.filter(({ outcome }) => outcome.status === 'failed');
  return failed.map(({ name, outcome }) => `${name}：${outcome.message || IMPORT_FAILED_FALLBACK}`).join('；');
}

/** `<import-dialog>` over the host's ImportDialog; `open` follows the `<dialog>` pattern. */
export function ImportDialogElement({ host, attrs }: AdapterProps) {
  const columns = useProp<ImportColumn[]>(host, 'columns');
  const foreignKeys = useProp<Record<string, unknown> | string>(host, 'foreignKeys');
  const element = host.element;
  useEffect(() => {
    host.registerApi({
      show: () => element.toggleAttribute('open', true),
      hide: () => element.toggleAttribute('open', false),
    });
  }, [host, element]);
  const maxSize = attrs.maxSize as number | undefined;
  const validateStatus = attrs.validateStatus as string | undefined;
  const open = Boolean(attrs.open);
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ImportDialog
        url={(attrs.url as string) ?? ''}
        visible={open}
        title={(attrs.title as string) || undefined}
        maxBytes={maxSize === undefined ? undefined : Math.max(0, maxSize) * MB}
        previewRows={(attrs.previewRows as number) || undefined}
        columns={columns}
        foreignKeys={foreignKeys}
        isSingleTableImport={(attrs.isSingleTableImport as string) || undefined}
        validateStatus={validateStatus === '1' || validateStatus === '0' ? validateStatus : undefined}
        getPopupContainer={host.popupContainer}
        onClose={() => {
          element.toggleAttribute('open', false);
          host.emit('wk-close');
        }}
        onFinished={(summary) => {
          const files = summary.files.map(({ name, outcome }) => ({ name, outcome: { ...outcome } }));
          if (summary.phase === 'failed')
            host.emit('wk-error', { message: failureMessage(summary), reason: 'server', files });
          if (files.some(({ outcome }) => outcome.status !== 'failed')) {
            host.emit('wk-import', { phase: summary.phase, files });
          }
        }}
      />
    </Suspense>
  );
}
