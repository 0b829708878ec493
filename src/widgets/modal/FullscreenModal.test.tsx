// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullscreenModal } from './FullscreenModal';

afterEach(cleanup);

function dialog(): HTMLElement {
  return document.querySelector('.arco-modal') as HTMLElement;
}

describe('FullscreenModal', () => {
  it('opens 60% wide in normal mode and toggles to fullscreen and back', () => {
    const onChange = vi.fn();
    render(
      <FullscreenModal title="详情" visible onFullscreenChange={onChange}>
        body
      </FullscreenModal>,
    );
    expect(screen.getByText('body')).toBeTruthy();
    expect(dialog().style.width).toBe('60%');
    expect(dialog().className).toContain('widget-modal-normal');
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(dialog().className).toContain('widget-modal-fullscreen');
    expect(dialog().style.width).toBe('100vw');
    expect(onChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(dialog().style.width).toBe('60%');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('accepts its own width and can hide the toggle', () => {
    render(
      <FullscreenModal title="t" visible width={800} hideToggle>
        x
      </FullscreenModal>,
    );
    expect(dialog().style.width).toBe('800px');
    expect(screen.queryByRole('button', { name: '全屏' })).toBeNull();
  });
});
