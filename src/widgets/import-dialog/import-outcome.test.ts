import { describe, expect, it } from 'vitest';
import { ERROR_FILE_FALLBACK_NAME, IMPORT_PARTIAL_MESSAGE, readImportOutcome } from './import-outcome';

describe('readImportOutcome', () => {
  it('a success shows the server message', () => {
    expect(readImportOutcome({ success: true, code: 200, message: '文件导入成功！数据行数：3', result: null })).toEqual(
      {
        status: 'success',
        message: '文件导入成功！数据行数：3',
      },
    );
    expect(readImportOutcome({ code: 0, message: '', result: null })).toEqual({
      status: 'success',
      message: '文件导入成功！',
    });
  });

  it('code 201 is a partial import with the error report of result.fileUrl', () => {
    const outcome = readImportOutcome({
      success: true,
      code: 201,
      message: '导入成功,但是有错误数据!',
      result: {
        totalCount: 3,
        errorCount: 1,
        successCount: 2,
        msg: '总上传行数：3，已导入行数：2，错误行数：1',
        fileUrl: '/sys/position/importErrorFile?key=abc',
        fileName: '职务导入错误数据.xlsx',
      },
    });
    expect(outcome).toEqual({
      status: 'partial',
      message: IMPORT_PARTIAL_MESSAGE,
      detail: '总上传行数：3，已导入行数：2，错误行数：1',
      errorFile: { url: '/sys/position/importErrorFile?key=abc', name: '职务导入错误数据.xlsx' },
      counts: { totalCount: 3, errorCount: 1, successCount: 2 },
    });
  });

  it("shows the spec's 201 warning whatever the server's wording (JeecgBoot: 文件导入成功，但有错误。)", () => {
    const outcome = readImportOutcome({
      success: true,
      code: '201',
      message: '文件导入成功，但有错误。',
      result: { fileUrl: '/sys/common/static/upload/err_171.txt', msg: '总上传行数：2' },
    });
    expect(outcome).toMatchObject({
      status: 'partial',
      message: '导入成功,但是有错误数据!',
      errorFile: { url: '/sys/common/static/upload/err_171.txt', name: 'err_171.txt' },
    });
  });

  it('a 201 without a usable file URL has no download (never "[object Object]")', () => {
    expect(readImportOutcome({ success: true, code: 201, result: null })).toMatchObject({
      status: 'partial',
      errorFile: undefined,
    });
    expect(readImportOutcome({ success: true, code: 201, result: { fileUrl: { path: 'x' } } })).toMatchObject({
      errorFile: undefined,
    });
    expect(
      readImportOutcome({ success: true, code: 201, result: { fileUrl: '/x/importErrorFile?key=1' } }),
    ).toMatchObject({ errorFile: { name: ERROR_FILE_FALLBACK_NAME } });
  });

  it('a failure carries the server message', () => {
    expect(
      readImportOutcome({ success: false, code: 500, message: '文件导入失败:有重复数据！', result: null }),
    ).toEqual({ status: 'failed', message: '文件导入失败:有重复数据！' });
    expect(readImportOutcome({ success: false, code: 500, result: null })).toEqual({
      status: 'failed',
      message: '文件导入失败',
    });
    expect(readImportOutcome(undefined)).toEqual({ status: 'failed', message: '文件导入失败' });
  });
});
