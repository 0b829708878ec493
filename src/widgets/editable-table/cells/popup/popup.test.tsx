// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreHttp, spyNotifier } from '../../../../core/dict/dict-test-kit';
import { col, renderCell } from '../cells-test-kit';
import { mapPopupRecords, popupConfigError, popupOwnValue } from './popup-mapping';
import type { PopupReportSource } from './popup-source';

afterEach(() => {
  cleanup();
  restoreHttp();
});

const CUSTOMERS = [
  { id: 'c1', code: 'C001', name: '甲公司', phone: '13800000001' },
  { id: 'c2', code: 'C002', name: '乙公司', phone: '13800000002' },
];

function fakeSource(): PopupReportSource & { data: ReturnType<typeof vi.fn> } {
  return {
    columns: vi.fn(async () => [
      { dataIndex: 'code', title: '编码' },
      { dataIndex: 'name', title: '名称' },
    ]),
    data: vi.fn(async () => ({ records: CUSTOMERS, total: 2 })),
  };
}

const configured = {
  key: 'custName',
  title: '客户',
  popupCode: 'customer_report',
  orgFields: 'code,name,phone',
  destFields: 'custCode,custName,custPhone',
  param: { status: '1' },
};

describe('popup cell', () => {
  it('shows popup参数未正确配置! without a data source or without fields', () => {
    renderCell(col('popup', configured), { value: '' });
    expect(screen.getByRole('alert').textContent).toBe('popup参数未正确配置!');
    cleanup();
    renderCell(col('popup', { ...configured, orgFields: '' }), { value: '', services: { popupReport: fakeSource() } });
    expect(screen.getByRole('alert').textContent).toBe('popup参数未正确配置!');
  });

  it('mismatched field counts show their own message', () => {
    renderCell(col('popup', { ...configured, destFields: 'custCode' }), {
      value: '',
      services: { popupReport: fakeSource() },
    });
    expect(screen.getByRole('alert').textContent).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
  });

  it('copies orgFields of the chosen record into destFields of the row', async () => {
    const source = fakeSource();
    const { state, onChangeRow, onCommit } = renderCell(col('popup', configured), {
      value: '',
      services: { popupReport: source },
    });
    fireEvent.click(screen.getByRole('button', { name: '选择数据' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('乙公司'));
    expect(source.data).toHaveBeenCalledWith('customer_report', { pageNo: 1, pageSize: 10, param: { status: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(state.value).toBe('乙公司');
    expect(onChangeRow).toHaveBeenCalledWith({ custCode: 'C002', custPhone: '13800000002' });
    expect(state.row).toMatchObject({ custCode: 'C002', custPhone: '13800000002' });
    expect(onCommit).toHaveBeenCalled();
  });

  it('confirming nothing warns 请选择一条记录', async () => {
    const notifier = spyNotifier();
    renderCell(col('popup', configured), { value: '', services: { popupReport: fakeSource() } });
    fireEvent.click(screen.getByRole('button', { name: '选择数据' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('甲公司');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(notifier.warn).toHaveBeenCalledWith('请选择一条记录');
  });

  it('several records (props.multi) give comma-joined values; the source may come from column.props', async () => {
    const source = fakeSource();
    const { state, onChangeRow } = renderCell(
      col('popup', { ...configured, props: { multi: true, popupSource: source } }),
      {
        value: '',
      },
    );
    fireEvent.click(screen.getByRole('button', { name: '选择数据' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('甲公司'));
    fireEvent.click(within(dialog).getByText('乙公司'));
    expect(within(dialog).getByText('已选择 2 项')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(state.value).toBe('甲公司,乙公司');
    expect(onChangeRow).toHaveBeenCalledWith({ custCode: 'C001,C002', custPhone: '13800000001,13800000002' });
  });

  it('clearing empties the cell and every target field', () => {
    const { state, onChangeRow } = renderCell(col('popup', configured), {
      value: '甲公司',
      services: { popupReport: fakeSource() },
    });
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(state.value).toBe('');
    expect(onChangeRow).toHaveBeenCalledWith({ custCode: '', custPhone: '' });
  });

  it('mapping rules', () => {
    expect(mapPopupRecords([{ a: 1, b: null }], 'a, b', 'x,y')).toEqual({ x: '1', y: '' });
    const column = col('popup', { ...configured, key: 'other', field: 'phone' });
    expect(
      popupOwnValue(column, CUSTOMERS, mapPopupRecords(CUSTOMERS, configured.orgFields, configured.destFields)),
    ).toBe('13800000001,13800000002');
    expect(popupConfigError(col('popup', configured), true)).toBeNull();
    expect(popupConfigError(col('popup', { ...configured, popupCode: ' ' }), true)).toBe('popup参数未正确配置!');
  });
});
