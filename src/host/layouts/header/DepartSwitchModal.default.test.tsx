// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../shared/data/query-test-kit';
import { stubMatchMedia } from '../../shared/ui/jsdom-test-kit';
import { DepartSwitchModal } from './DepartSwitchModal';

// The dialog's data: two departments, the second one current.
vi.mock('../../../core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../core/session')>()),
  loadCurrentDeparts: async () => ({
    departs: [
      { id: '1', orgCode: 'A01', departName: '总经办' },
      { id: '2', orgCode: 'A02', departName: '财务部' },
    ],
    orgCode: 'A02',
  }),
}));

stubMatchMedia();

afterEach(cleanup);

async function openDialog(closable?: boolean) {
  const onClose = vi.fn();
  render(<DepartSwitchModal visible onClose={onClose} {...(closable === undefined ? {} : { closable })} />, {
    wrapper: withQueryClient(),
  });
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.textContent).toContain('财务部'));
  return { dialog, onClose };
}

/** Esc as Arco listens for it: on its focus-lock box inside the dialog. */
function pressEscape(dialog: HTMLElement): void {
  fireEvent.keyDown(dialog.querySelector('.arco-modal-content') as HTMLElement, { key: 'Escape', keyCode: 27 });
}

describe('DepartSwitchModal (部门选择)', () => {
  it('is 450 px wide and, by default, cannot be closed: no close icon, no cancel, Esc and the mask do nothing', async () => {
    const { dialog, onClose } = await openDialog();
    expect(screen.getByText('部门选择')).toBeTruthy();
    expect(dialog.style.width).toBe('450px');
    expect(dialog.querySelector('.arco-modal-close-icon')).toBeNull();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    pressEscape(dialog);
    const mask = document.querySelector('.arco-modal-wrapper') as HTMLElement;
    fireEvent.mouseDown(mask);
    fireEvent.click(mask);
    // Arco closes on a mask click 100 ms later; give it the time to (wrongly) do so.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers 关闭 and Esc when the caller makes it closable (the header switch)', async () => {
    const { dialog, onClose } = await openDialog(true);
    expect(dialog.querySelector('.arco-modal-close-icon')).not.toBeNull();
    pressEscape(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
