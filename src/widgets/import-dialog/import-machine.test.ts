import { describe, expect, it } from 'vitest';
import type { FileLike } from './file-checks';
import {
  canChoose,
  canStart,
  type ImportEvent,
  type ImportState,
  importReducer,
  initialImportState,
  isFinished,
  settledPhase,
} from './import-machine';
import type { ImportOutcome } from './import-outcome';

const file = (name: string, size = 100, lastModified = 1): FileLike => ({ name, size, lastModified });
const success: ImportOutcome = { status: 'success', message: '文件导入成功！数据行数：2' };
const partial: ImportOutcome = { status: 'partial', message: '导入成功,但是有错误数据!', counts: { errorCount: 1 } };
const failed: ImportOutcome = { status: 'failed', message: '文件已损坏或不是有效的Excel文件' };

function run(events: ImportEvent<FileLike>[], from: ImportState<FileLike> = initialImportState()) {
  return events.reduce(importReducer<FileLike>, from);
}

const uids = (state: ImportState<FileLike>) => state.files.map((entry) => entry.uid);

describe('import dialog state machine', () => {
  it('starts idle with nothing to upload', () => {
    const state = initialImportState<FileLike>();
    expect(state.phase).toBe('idle');
    expect(canStart(state)).toBe(false);
    expect(canChoose(state)).toBe(true);
    expect(run([{ type: 'start' }])).toEqual(state);
  });

  it('idle → chosen on an Excel file; 开始上传 becomes possible', () => {
    const state = run([{ type: 'choose', files: [file('a.xlsx')] }]);
    expect(state.phase).toBe('chosen');
    expect(state.files).toMatchObject([{ uid: 'import-1', status: 'ready', percent: 0 }]);
    expect(canStart(state)).toBe(true);
  });

  it('refuses non-Excel files with a reason and stays idle when nothing is left', () => {
    const state = run([{ type: 'choose', files: [file('a.csv'), file('b.txt')] }]);
    expect(state.phase).toBe('idle');
    expect(state.rejected.map((r) => r.name)).toEqual(['a.csv', 'b.txt']);
    expect(state.rejected[0]?.reason).toContain('只能导入.xls或.xlsx格式的文件');
    expect(canStart(state)).toBe(false);
  });

  it('keeps the Excel files of a mixed choice and lists the refused ones', () => {
    const state = run([{ type: 'choose', files: [file('a.xlsx'), file('b.csv'), file('c.xls')] }]);
    expect(state.files.map((f) => f.file.name)).toEqual(['a.xlsx', 'c.xls']);
    expect(state.rejected).toHaveLength(1);
  });

  it('applies the size cap of the event', () => {
    const state = run([{ type: 'choose', files: [file('big.xlsx', 2048)], maxBytes: 1024 }]);
    expect(state.phase).toBe('idle');
    expect(state.rejected[0]?.reason).toBe('big.xlsx 超过1KB，无法导入');
  });

  it('adds further choices to the list, once per file, and forgets the previous refusals', () => {
    const state = run([
      { type: 'choose', files: [file('a.xlsx'), file('x.csv')] },
      { type: 'choose', files: [file('a.xlsx'), file('b.xlsx')] },
    ]);
    expect(state.files.map((f) => f.file.name)).toEqual(['a.xlsx', 'b.xlsx']);
    expect(uids(state)).toEqual(['import-1', 'import-2']);
    expect(state.rejected).toEqual([]);
  });

  it('chosen → idle when the last file is removed', () => {
    let state = run([{ type: 'choose', files: [file('a.xlsx'), file('b.xlsx')] }]);
    state = importReducer(state, { type: 'remove', uid: 'import-1' });
    expect(state.phase).toBe('chosen');
    expect(uids(state)).toEqual(['import-2']);
    state = importReducer(state, { type: 'remove', uid: 'import-2' });
    expect(state.phase).toBe('idle');
    expect(canStart(state)).toBe(false);
  });

  it('chosen → uploading: every file waits, refusals are cleared, nothing can be chosen or removed', () => {
    const state = run([{ type: 'choose', files: [file('a.xlsx'), file('b.xlsx'), file('c.csv')] }, { type: 'start' }]);
    expect(state.phase).toBe('uploading');
    expect(state.files.map((f) => f.status)).toEqual(['waiting', 'waiting']);
    expect(state.rejected).toEqual([]);
    expect(canStart(state)).toBe(false);
    expect(canChoose(state)).toBe(false);
    expect(importReducer(state, { type: 'choose', files: [file('d.xlsx')] })).toBe(state);
    expect(importReducer(state, { type: 'remove', uid: 'import-1' })).toBe(state);
    expect(importReducer(state, { type: 'start' })).toBe(state);
  });

  it('tracks progress per file, never backwards, clamped to 0-100', () => {
    let state = run([{ type: 'choose', files: [file('a.xlsx'), file('b.xlsx')] }, { type: 'start' }]);
    state = importReducer(state, { type: 'progress', uid: 'import-1', percent: 40.4 });
    expect(state.files.map((f) => [f.status, f.percent])).toEqual([
      ['uploading', 40],
      ['waiting', 0],
    ]);
    state = importReducer(state, { type: 'progress', uid: 'import-1', percent: 10 });
    expect(state.files[0]?.percent).toBe(40);
    state = importReducer(state, { type: 'progress', uid: 'import-1', percent: 250 });
    expect(state.files[0]?.percent).toBe(100);
  });

  it('ignores progress outside a run', () => {
    const state = run([{ type: 'choose', files: [file('a.xlsx')] }]);
    expect(importReducer(state, { type: 'progress', uid: 'import-1', percent: 50 })).toBe(state);
    expect(importReducer(state, { type: 'settle', uid: 'import-1', outcome: success })).toBe(state);
  });

  it('uploading → done when every file succeeded', () => {
    let state = run([{ type: 'choose', files: [file('a.xlsx'), file('b.xlsx')] }, { type: 'start' }]);
    state = importReducer(state, { type: 'settle', uid: 'import-1', outcome: success });
    expect(state.phase).toBe('uploading');
    expect(state.files[0]).toMatchObject({ status: 'success', percent: 100, outcome: success });
    state = importReducer(state, { type: 'settle', uid: 'import-2', outcome: success });
    expect(state.phase).toBe('done');
    expect(isFinished(state.phase)).toBe(true);
    expect(canStart(state)).toBe(false);
  });

  it('uploading → partial when a file had refused rows', () => {
    const state = run([
      { type: 'choose', files: [file('a.xlsx'), file('b.xlsx')] },
      { type: 'start' },
      { type: 'settle', uid: 'import-1', outcome: partial },
      { type: 'settle', uid: 'import-2', outcome: success },
    ]);
    expect(state.phase).toBe('partial');
    expect(state.files.map((f) => f.status)).toEqual(['partial', 'success']);
  });

  it('uploading → failed when any file failed; a failed file keeps its progress', () => {
    const state = run([
      { type: 'choose', files: [file('a.xlsx'), file('b.xlsx')] },
      { type: 'start' },
      { type: 'progress', uid: 'import-1', percent: 30 },
      { type: 'settle', uid: 'import-1', outcome: failed },
      { type: 'settle', uid: 'import-2', outcome: partial },
    ]);
    expect(state.phase).toBe('failed');
    expect(state.files[0]).toMatchObject({ status: 'failed', percent: 30, outcome: failed });
  });

  it('a settled file does not change again', () => {
    const state = run([
      { type: 'choose', files: [file('a.xlsx'), file('b.xlsx')] },
      { type: 'start' },
      { type: 'settle', uid: 'import-1', outcome: success },
      { type: 'settle', uid: 'import-1', outcome: failed },
      { type: 'progress', uid: 'import-1', percent: 10 },
    ]);
    expect(state.files[0]).toMatchObject({ status: 'success', percent: 100, outcome: success });
  });

  it('a finished run → chosen with a new batch only; refused choices keep the results', () => {
    const finished = run([
      { type: 'choose', files: [file('a.xlsx')] },
      { type: 'start' },
      { type: 'settle', uid: 'import-1', outcome: partial },
    ]);
    const refused = importReducer(finished, { type: 'choose', files: [file('x.csv')] });
    expect(refused.phase).toBe('partial');
    expect(refused.files).toBe(finished.files);
    expect(refused.rejected).toHaveLength(1);
    const next = importReducer(finished, { type: 'choose', files: [file('a.xlsx')] });
    expect(next.phase).toBe('chosen');
    expect(next.files).toMatchObject([{ uid: 'import-2', status: 'ready', percent: 0 }]);
    expect(next.files[0]?.outcome).toBeUndefined();
  });

  it('reset → idle from any phase, never reusing a uid', () => {
    const state = run([
      { type: 'choose', files: [file('a.xlsx')] },
      { type: 'start' },
      { type: 'reset' },
      { type: 'choose', files: [file('a.xlsx')] },
    ]);
    expect(state.phase).toBe('chosen');
    expect(uids(state)).toEqual(['import-2']);
    expect(run([{ type: 'reset' }])).toEqual(initialImportState());
  });

  it('settledPhase ranks failed over partial over done', () => {
    expect(settledPhase([{ status: 'success' }, { status: 'success' }])).toBe('done');
    expect(settledPhase([{ status: 'success' }, { status: 'partial' }])).toBe('partial');
    expect(settledPhase([{ status: 'partial' }, { status: 'failed' }])).toBe('failed');
  });
});
