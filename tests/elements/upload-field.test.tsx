// The upload field in real Chromium, uploading to /sys/common/upload of the reference server as tenant1.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configure, resetConfig } from '../../src/core/config';
import { type Notifier, resetNotifier, setNotifier } from '../../src/core/http';
import { type LoginResult, persistLogin } from '../../src/core/session';
import { StorageTtl } from '../../src/core/storage';
import { UploadField, type UploadFieldProps } from '../../src/widgets/upload-field';
import { assert, assertEqual, waitFor } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';
import { apiLogin, referenceServer } from './support/reference-server-client';

// A 1x1 transparent PNG.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const roots: Root[] = [];
const hosts: HTMLElement[] = [];
const messages: string[] = [];

function mount(props: Partial<UploadFieldProps> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = createRoot(host);
  roots.push(root);
  const seen: string[] = [];
  function Field() {
    const [value, setValue] = useState('');
    return (
      <UploadField
        {...props}
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }
  root.render(<Field />);
  return { host, seen };
}

async function choose(host: HTMLElement, file: File) {
  const input = await waitFor(() => host.querySelector<HTMLInputElement>('input[type=file]'), 'the file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<UploadField> against the reference server', () => {
  before(async () => {
    const { apiBase } = await referenceServer();
    configure({ apiBaseUrl: apiBase, staticDomain: apiBase });
    persistLogin((await apiLogin('tenant1')) as unknown as LoginResult, { ttlMs: StorageTtl.week, storeDicts: false });
    const notifier: Notifier = {
      warn: (message) => messages.push(message),
      error: (message) => messages.push(message),
      success: (message) => messages.push(message),
      reloginDialog: ({ title }) => messages.push(title),
    };
    setNotifier(notifier);
  });

  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
    for (const host of hosts.splice(0)) host.remove();
    messages.length = 0;
  });

  after(() => {
    resetNotifier();
    resetConfig();
  });

  it('uploads a real image to temp and shows it through the file-URL rule', async () => {
    const { host, seen } = mount({ imageOnly: true });
    await choose(host, new File([PNG_BYTES], 'dot.png', { type: 'image/png' }));
    const img = await waitFor(() => host.querySelector<HTMLImageElement>('img'), 'the thumbnail', 10_000);
    const value = seen.at(-1) ?? '';
    assert(value.startsWith('temp/'), `stored under temp/, got ${value}`);
    assert(!value.includes(','), 'one path');
    const { apiBase } = await referenceServer();
    assertEqual(img.getAttribute('src'), `${apiBase}/sys/common/static/${value}`, 'thumbnail URL');
    await waitFor(() => img.complete && img.naturalWidth === 1, 'the image to load from the server', 10_000);
  });

  it('a file the server refuses shows {file name} 上传失败. and leaves the value empty', async () => {
    const { host, seen } = mount({ biz: 'notice' });
    await choose(host, new File(['not really a png'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => messages.includes('fake.png 上传失败.'), 'the failure message', 10_000);
    assertEqual(seen.length, 0, 'value untouched');
    const failed = await waitFor(() => host.querySelector<HTMLElement>('span[title]'), 'the failed entry');
    assertEqual(failed.title, '不允许上传该类型的文件', 'server reason kept on the entry');
  });
});
