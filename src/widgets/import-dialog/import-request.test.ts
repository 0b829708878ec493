import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../core/config';
import { ApiError, httpClient } from '../../core/http';
import { buildImportForm, IMPORT_TIMEOUT_MS, uploadWorkbook } from './import-request';

const workbook = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '职务.xlsx');

describe('buildImportForm', () => {
  it('sends the file as files[] and nothing else by default', async () => {
    const form = buildImportForm(workbook());
    expect([...form.keys()]).toEqual(['files[]']);
    const sent = form.get('files[]') as File;
    expect(sent.name).toBe('职务.xlsx');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
  });

  it('adds isSingleTableImport, foreignKeys (JSON for an object) and validateStatus as 1/0', () => {
    const form = buildImportForm(workbook(), {
      isSingleTableImport: 'order',
      foreignKeys: { orderId: 'O-1' },
      validateStatus: true,
    });
    expect(form.get('isSingleTableImport')).toBe('order');
    expect(form.get('foreignKeys')).toBe('{"orderId":"O-1"}');
    expect(form.get('validateStatus')).toBe('1');
    expect(buildImportForm(workbook(), { foreignKeys: 'a,b', validateStatus: 0 }).get('foreignKeys')).toBe('a,b');
    expect(buildImportForm(workbook(), { validateStatus: false }).get('validateStatus')).toBe('0');
    expect(buildImportForm(workbook(), { validateStatus: '1' }).get('validateStatus')).toBe('1');
    expect(buildImportForm(workbook(), { isSingleTableImport: '', foreignKeys: '' }).has('foreignKeys')).toBe(false);
  });
});

describe('uploadWorkbook', () => {
  beforeEach(() => resetConfig());
  afterEach(() => vi.restoreAllMocks());

  it('posts through the core client with a five-minute timeout, silently, and reads the answer', async () => {
    const request = vi.spyOn(httpClient, 'request').mockResolvedValue({
      data: { success: true, code: 200, message: '文件导入成功！数据行数：10000', result: null },
    });
    const outcome = await uploadWorkbook('/sys/position/importExcel', workbook(), { extras: { validateStatus: 1 } });
    expect(outcome).toEqual({ status: 'success', message: '文件导入成功！数据行数：10000' });
    const config = request.mock.calls[0]?.[0] ?? {};
    expect(config).toMatchObject({ url: '/sys/position/importExcel', method: 'post', silent: true });
    expect(config.timeout).toBe(IMPORT_TIMEOUT_MS);
    expect(IMPORT_TIMEOUT_MS).toBeGreaterThanOrEqual(5 * 60_000);
    expect((config.data as FormData).get('validateStatus')).toBe('1');
  });

  it('reports upload progress as a percentage', async () => {
    vi.spyOn(httpClient, 'request').mockImplementation(async (config) => {
      config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 200, total: 200, bytes: 150, lengthComputable: true });
      return { data: { success: true, code: 200, message: 'ok', result: null } };
    });
    const seen: number[] = [];
    await uploadWorkbook('/x/importExcel', workbook(), { onProgress: (percent) => seen.push(percent) });
    expect(seen).toEqual([25, 100]);
  });

  it('turns a request failure into a failed outcome with its message', async () => {
    vi.spyOn(httpClient, 'request').mockRejectedValue(new ApiError('网络超时'));
    expect(await uploadWorkbook('/x/importExcel', workbook())).toEqual({ status: 'failed', message: '网络超时' });
  });

  it('rejects when aborted, so a closed page does not record an outcome', async () => {
    const controller = new AbortController();
    vi.spyOn(httpClient, 'request').mockImplementation(async () => {
      controller.abort();
      throw new Error('canceled');
    });
    await expect(uploadWorkbook('/x/importExcel', workbook(), { signal: controller.signal })).rejects.toThrow(
      'canceled',
    );
  });
});
