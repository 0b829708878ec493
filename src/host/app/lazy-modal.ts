import type { Modal } from '@arco-design/web-react';

/** What `Modal.confirm` and its siblings take. */
export type ModalMethodConfig = Parameters<typeof Modal.confirm>[0];

/**
 * `Modal.confirm` / `Modal.error` with Modal fetched on first use: the login page and a signed-in first
 * view open no dialog, so neither carries Modal and its focus lock (about 10 KB gzip).
 *
 * @example openModal('confirm', { title: '提示', content: '真的要注销登录吗 ?', onOk: () => logout() });
 */
export function openModal(kind: 'confirm' | 'error', config: ModalMethodConfig): void {
  void import('./modal-methods').then(({ Modal }) => {
    Modal[kind](config);
  });
}
