import { Modal } from '@arco-design/web-react';

/** Arco's Modal, the module `openModal` fetches (with its CSS and focus lock) when a dialog first opens. */
export { Modal };
