import { useSyncExternalStore } from 'react';
import type { EditableColumn } from '../../types';
import { uploadPaths, uploadValue } from './upload-value';

/** A file not (yet) in the value: being uploaded, or failed. */
export interface PendingUpload {
  uid: string;
  name: string;
  status: 'uploading' | 'error';
  /** 0-100 while uploading. */
  percent: number;
  /** Failure message (error). */
  message?: string;
  abort?: () => void;
}

interface CellUploads {
  pending: PendingUpload[];
  /** The cell's value as last known here (props, or set by a finished upload). */
  value: unknown;
  onChange: (value: unknown) => void;
}

type Listener = () => void;
const EMPTY: readonly PendingUpload[] = [];

/**
 * Upload state of the cells of one column, keyed by row. It outlives the cell component, so an upload
 * keeps going (and its result lands in the row) when the row scrolls away or the cell leaves edit mode.
 */
export class UploadState {
  private readonly cells = new Map<string, CellUploads>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private seq = 0;

  pending(rowKey: string): readonly PendingUpload[] {
    return this.cells.get(rowKey)?.pending ?? EMPTY;
  }

  subscribe(rowKey: string, listener: Listener): () => void {
    let set = this.listeners.get(rowKey);
    if (!set) {
      set = new Set();
      this.listeners.set(rowKey, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Called on every render: the freshest value and setter of the cell. */
  sync(rowKey: string, value: unknown, onChange: (value: unknown) => void): void {
    const cell = this.cells.get(rowKey);
    if (cell) {
      cell.value = value;
      cell.onChange = onChange;
    }
  }

  start(rowKey: string, name: string, value: unknown, onChange: (value: unknown) => void): string {
    const cell = this.cell(rowKey, value, onChange);
    const uid = `u${++this.seq}`;
    this.update(rowKey, [...cell.pending, { uid, name, status: 'uploading', percent: 0 }]);
    return uid;
  }

  setAbort(rowKey: string, uid: string, abort: () => void): void {
    const item = this.cells.get(rowKey)?.pending.find((one) => one.uid === uid);
    if (item) item.abort = abort;
  }

  progress(rowKey: string, uid: string, percent: number): void {
    this.patch(rowKey, uid, { percent: Math.max(0, Math.min(100, Math.round(percent))) });
  }

  fail(rowKey: string, uid: string, message: string): void {
    this.patch(rowKey, uid, { status: 'error', message, abort: undefined });
  }

  /** A finished upload: its path is appended to the value and the pending entry goes. */
  done(rowKey: string, uid: string, path: string): void {
    const cell = this.cells.get(rowKey);
    if (!cell?.pending.some((one) => one.uid === uid)) return;
    const next = uploadValue([...uploadPaths(cell.value), path]);
    cell.value = next;
    cell.onChange(next);
    this.remove(rowKey, uid);
  }

  /** Drops a pending entry (aborting it when still uploading). */
  remove(rowKey: string, uid: string): void {
    const cell = this.cells.get(rowKey);
    if (!cell) return;
    cell.pending.find((one) => one.uid === uid)?.abort?.();
    this.update(
      rowKey,
      cell.pending.filter((one) => one.uid !== uid),
    );
  }

  private cell(rowKey: string, value: unknown, onChange: (value: unknown) => void): CellUploads {
    let cell = this.cells.get(rowKey);
    if (!cell) {
      cell = { pending: [], value, onChange };
      this.cells.set(rowKey, cell);
    } else {
      cell.value = value;
      cell.onChange = onChange;
    }
    return cell;
  }

  private patch(rowKey: string, uid: string, patch: Partial<PendingUpload>): void {
    const cell = this.cells.get(rowKey);
    if (!cell) return;
    this.update(
      rowKey,
      cell.pending.map((one) => (one.uid === uid ? { ...one, ...patch } : one)),
    );
  }

  private update(rowKey: string, pending: PendingUpload[]): void {
    const cell = this.cells.get(rowKey);
    if (!cell) return;
    if (pending.length === 0) this.cells.delete(rowKey);
    else cell.pending = pending;
    for (const listener of this.listeners.get(rowKey) ?? []) listener();
  }
}

// Keyed by the column's type and key, not its object: a view may rebuild column objects on render.
const byColumn = new Map<string, UploadState>();

/** The upload state of a column. */
export function uploadStateOf(column: EditableColumn): UploadState {
  const id = `${column.type}:${column.key}`;
  let state = byColumn.get(id);
  if (!state) {
    state = new UploadState();
    byColumn.set(id, state);
  }
  return state;
}

/** The pending uploads of one cell, re-rendering on change. */
export function usePendingUploads(state: UploadState, rowKey: string): readonly PendingUpload[] {
  return useSyncExternalStore(
    (listener) => state.subscribe(rowKey, listener),
    () => state.pending(rowKey),
  );
}
