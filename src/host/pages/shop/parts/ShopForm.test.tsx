// @vitest-environment jsdom
import { Form, Input } from '@arco-design/web-react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../../../../core/permission';
import { stubMatchMedia } from '../../../shared/ui/jsdom-test-kit';
import { ShopForm } from './ShopForm';

stubMatchMedia();

beforeEach(() => {
  permissionStore.setState({ auth: [{ action: 'shop:edit', type: '1' }], allAuth: [] });
});

afterEach(() => {
  cleanup();
  permissionStore.setState({ auth: [], allAuth: [] });
});

type Values = Record<string, unknown>;
const toValues = (row: Values): Values => ({ ...row, servicePhone: String(row.servicePhone ?? '') });

function renderForm(record: Values | null | undefined, onSave: (values: Values) => Promise<unknown>) {
  const ui = (next: Values | null | undefined) => (
    <ShopForm record={next} toValues={toValues} permission="shop:edit" saveText="保存附加信息" onSave={onSave}>
      <Form.Item field="servicePhone" label="客服电话">
        <Input aria-label="客服电话" />
      </Form.Item>
    </ShopForm>
  );
  const view = render(ui(record));
  return { rerender: (next: Values | null | undefined) => view.rerender(ui(next)) };
}

const phone = () => screen.getByLabelText('客服电话') as HTMLInputElement;

describe('ShopForm', () => {
  it('fills from each new row, and keeps the edits while the same row is rendered again', () => {
    const saved = { servicePhone: 4008001 };
    const { rerender } = renderForm(undefined, vi.fn());
    expect(phone().value).toBe('');
    rerender(saved);
    expect(phone().value).toBe('4008001');

    fireEvent.change(phone(), { target: { value: '4008002' } });
    rerender(saved);
    expect(phone().value).toBe('4008002');

    rerender({ servicePhone: 4009000 });
    expect(phone().value).toBe('4009000');
    rerender(null);
    expect(phone().value).toBe('');
  });

  it('sends the values, and a refused save keeps what the user typed', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('店铺不存在'));
    renderForm({ servicePhone: 4008001 }, onSave);
    fireEvent.change(phone(), { target: { value: '4008002' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存附加信息' }));
    });
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ servicePhone: '4008002' }));
    expect(phone().value).toBe('4008002');
  });
});
