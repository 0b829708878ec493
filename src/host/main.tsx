// The React 19 adapter must be the first import: it hands `createRoot` to Arco's imperative APIs
// (Message, Notification, Modal.confirm) before any Arco module runs. Arco's CSS is loaded per
// component by scripts/vite-arco-styles.ts.
import '@arco-design/web-react/es/_util/react-19-adapter';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';

bootstrap();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
