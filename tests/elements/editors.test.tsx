// The three editors (issue 8) in real Chromium: typing, lazy languages, image insertion against the reference
// server, and sanitised output/preview.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { configure } from '../../src/core/config';
import { type LoginResult, persistLogin } from '../../src/core/session';
import { StorageTtl } from '../../src/core/storage';
import { CODE_LANGUAGES, CodeEditor, loadedLanguages } from '../../src/widgets/code-editor';
import { MarkdownEditor } from '../../src/widgets/markdown-editor';
import { RichTextEditor } from '../../src/widgets/rich-text-editor';
import { assert, assertEqual, waitFor, waitForText } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';
import { apiLogin, referenceServer } from './support/reference-server-client';

const roots: Root[] = [];
const hosts: HTMLElement[] = [];

function mount(node: ReactNode) {
  const host = document.createElement('div');
  host.style.width = '800px';
  document.body.append(host);
  hosts.push(host);
  const root = createRoot(host);
  roots.push(root);
  const render = (next: ReactNode) =>
    flushSync(() => root.render(<ConfigProvider locale={zhCN}>{next}</ConfigProvider>));
  render(node);
  return { host, render };
}

async function typeText(text: string): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  await sendKeys({ type: text });
}

async function press(key: string): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  await sendKeys({ press: key });
}

/** What the browser does when the user picks a file: fills `input.files` and fires `change`. */
function choose(input: HTMLInputElement, file: File): void {
  const data = new DataTransfer();
  data.items.add(file);
  input.files = data.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function pngFile(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 8;
  const context = canvas.getContext('2d');
  assert(context, 'a 2d context');
  context.fillStyle = '#165dff';
  context.fillRect(0, 0, 8, 8);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  assert(blob, 'a PNG blob');
  return new File([blob], name, { type: 'image/png' });
}

const XSS = '<img src="x" onerror="window.__editorXss=1"><script>window.__editorXss=2</script>';
type XssWindow = Window & { __editorXss?: number };

/** Fails when the payload ran or left a handler or script in `root`. */
async function assertInert(root: Element): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  assertEqual((window as XssWindow).__editorXss, undefined, 'payload side effect');
  assertEqual(root.querySelector('script'), null, 'script element');
  assertEqual(root.querySelector('[onerror]'), null, 'onerror attribute');
}

/** `selector` inside an editor of `host`: CodeMirror lives in its frame's open shadow root (use-code-mirror.ts). */
function inEditor(host: Element, selector: string): HTMLElement | null {
  for (const frame of host.querySelectorAll('.code-editor')) {
    const hit = frame.shadowRoot?.querySelector<HTMLElement>(selector);
    if (hit) return hit;
  }
  return null;
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  for (const host of hosts.splice(0)) host.remove();
  for (const stray of document.querySelectorAll('.arco-modal-wrapper, .arco-modal-mask')) stray.remove();
  delete (window as XssWindow).__editorXss;
});

describe('CodeEditor', () => {
  it('offers the 12 languages and loads each only when an editor uses it', async () => {
    assertEqual(CODE_LANGUAGES.length, 12, 'language count');
    assert(!loadedLanguages().includes('python'), 'python not loaded before use');
    const { host, render } = mount(<CodeEditor language="python" value={'def f():\n  return 1\n'} />);
    await waitFor(() => host.querySelector('[data-language="python"]'), 'python loaded');
    assert(loadedLanguages().includes('python'), 'python loaded after use');
    assert(!loadedLanguages().includes('shell'), 'shell not loaded yet');
    assert(inEditor(host, '.cm-content span[class]'), 'python source is highlighted');
    render(<CodeEditor language="shell" value={'echo "$HOME"\n'} />);
    await waitFor(() => host.querySelector('[data-language="shell"]'), 'shell loaded');
    assert(loadedLanguages().includes('shell'), 'shell loaded after the switch');
  });

  it('loads every one of the 12 languages', async () => {
    const { host, render } = mount(<CodeEditor language="javascript" value="x" />);
    for (const { value } of CODE_LANGUAGES) {
      render(<CodeEditor language={value} value="x" />);
      await waitFor(() => host.querySelector(`[data-language="${value}"]`), `${value} loaded`, 10_000);
    }
  });

  it('accepts aliases and shows an unknown language as plain text', async () => {
    const { host, render } = mount(<CodeEditor language="text/x-sql" value="select 1" />);
    await waitFor(() => host.querySelector('[data-language="sql"]'), 'sql via its MIME type');
    render(<CodeEditor language="cobol" value="select 1" />);
    await waitFor(() => host.querySelector('[data-language="plain"]'), 'plain text');
    assertEqual(inEditor(host, '.cm-content')?.textContent, 'select 1', 'text kept');
  });

  it('reports typed text through onChange, indents with 2 spaces, and not for a changed value prop', async () => {
    const changes: string[] = [];
    const onChange = (next: string) => changes.push(next);
    const { host, render } = mount(<CodeEditor language="json" value="" onChange={onChange} />);
    const content = await waitFor(() => inEditor(host, '.cm-content'), 'the editor');
    content.focus();
    await typeText('{"a":1}');
    await waitFor(() => changes.at(-1)?.startsWith('{"a":1'), 'typed JSON reported');
    await press('Tab');
    await waitFor(() => changes.at(-1)?.includes('  '), 'tab inserted two spaces');
    const count = changes.length;
    render(<CodeEditor language="json" value="[]" onChange={onChange} />);
    await waitFor(() => content.textContent === '[]', 'the new value shown');
    assertEqual(changes.length, count, 'no onChange for a prop change');
  });

  it('puts no <style> element into the page (a strict CSP refuses one) and is still styled', async () => {
    const { host } = mount(<CodeEditor language="json" value={'{"a": 1}'} />);
    const editor = await waitFor(() => inEditor(host, '.cm-editor'), 'the editor');
    await waitFor(() => host.querySelector('[data-language="json"]'), 'json loaded');
    // style-mod keeps one <style> per document for every editor ever mounted there: none may exist.
    const editorStyles = [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.cm-'));
    assertEqual(editorStyles.length, 0, "<style> elements with CodeMirror's rules in the document");
    assertEqual(getComputedStyle(editor).display, 'flex', "CodeMirror's own styles apply");
    const scroller = inEditor(host, '.cm-scroller');
    assert(scroller && getComputedStyle(scroller).fontFamily.includes('Consolas'), 'the frame theme applies');
  });

  it('is not editable when disabled and keeps its text when read-only', async () => {
    const changes: string[] = [];
    const { host } = mount(<CodeEditor value="abc" readOnly onChange={(v) => changes.push(v)} />);
    const content = await waitFor(() => inEditor(host, '.cm-content'), 'the editor');
    content.focus();
    await typeText('zzz');
    assertEqual(changes.length, 0, 'no change when read-only');
    const disabled = mount(<CodeEditor value="abc" disabled />);
    const disabledContent = await waitFor(() => inEditor(disabled.host, '.cm-content'), 'editor');
    assertEqual(disabledContent.getAttribute('contenteditable'), 'false', 'disabled is not editable');
  });
});

describe('MarkdownEditor', () => {
  it('is 300 px high by default and at least 200 px', async () => {
    const a = mount(<MarkdownEditor value="" />);
    const b = mount(<MarkdownEditor value="" height={120} />);
    const heightOf = (host: HTMLElement) => host.querySelector<HTMLElement>('.markdown-editor')?.offsetHeight;
    assertEqual(heightOf(a.host), 300, 'default height');
    assertEqual(heightOf(b.host), 200, 'minimum height');
  });

  it('reports typing and shows the live preview', async () => {
    let value = '';
    const { host, render } = mount(<MarkdownEditor value="" />);
    const rerender = () => render(<MarkdownEditor value={value} onChange={onChange} />);
    function onChange(next: string) {
      value = next;
      rerender();
    }
    rerender();
    const content = await waitFor(() => inEditor(host, '.cm-content'), 'the editor');
    content.focus();
    await typeText('# 门店公告');
    await waitFor(() => value === '# 门店公告', 'typed markdown reported');
    await waitFor(() => host.querySelector('.markdown-editor__preview h1')?.textContent === '门店公告', 'preview h1');
  });

  it('does not run a script or onerror payload in the preview', async () => {
    const { host } = mount(<MarkdownEditor value={`正文\n\n${XSS}\n\n<a href="javascript:alert(1)">x</a>`} />);
    const preview = await waitFor(() => host.querySelector('.markdown-editor__preview img'), 'the preview image');
    await assertInert(host);
    assert(!preview.closest('.markdown-editor__preview')?.innerHTML.includes('javascript:'), 'no javascript: link');
  });

  it('inserts a network image with its remark', async () => {
    let value = 'A';
    const { host, render } = mount(<MarkdownEditor value={value} />);
    const onChange = (next: string) => {
      value = next;
      render(<MarkdownEditor value={value} onChange={onChange} />);
    };
    render(<MarkdownEditor value={value} onChange={onChange} />);
    host.querySelector<HTMLButtonElement>('.markdown-editor__toolbar button')?.click();
    const network = await waitForText('网络图片');
    network.click();
    const address = await waitFor(
      () => document.querySelector<HTMLInputElement>('.arco-modal input[placeholder^="图片地址"]'),
      'the address input',
    );
    address.focus();
    await typeText('https://example.com/shop.png');
    const remark = document.querySelector<HTMLInputElement>('.arco-modal input[placeholder^="图片备注"]');
    assert(remark, 'the remark input');
    remark.focus();
    await typeText('门店');
    (await waitForText('确定')).closest('button')?.click();
    await waitFor(() => value.includes('![门店](https://example.com/shop.png)'), `image markdown inserted: ${value}`);
  });
});

describe('editors against the reference server', () => {
  before(async () => {
    const { apiBase } = await referenceServer();
    configure({ apiBaseUrl: apiBase });
    persistLogin((await apiLogin('tenant1')) as unknown as LoginResult, { ttlMs: StorageTtl.week, storeDicts: false });
  });

  after(() => {
    configure({ apiBaseUrl: '/jeecg-boot' });
  });

  it('MarkdownEditor uploads one local image and inserts its URL', async () => {
    let value = '';
    const { host, render } = mount(<MarkdownEditor value={value} />);
    const onChange = (next: string) => {
      value = next;
      render(<MarkdownEditor value={value} onChange={onChange} />);
    };
    render(<MarkdownEditor value={value} onChange={onChange} />);
    host.querySelector<HTMLButtonElement>('.markdown-editor__toolbar button')?.click();
    const input = await waitFor(
      () => document.querySelector<HTMLInputElement>('.arco-modal input[type=file]'),
      'the file input',
    );
    choose(input, await pngFile('shop.png'));
    await waitForText('shop.png', 10_000);
    (await waitForText('确定')).closest('button')?.click();
    await waitFor(() => /^!\[\]\(\S+shop\S*\.png\)$/.test(value), `uploaded image inserted: ${value}`, 10_000);
  });
});

describe('RichTextEditor', () => {
  it('is 300 px high and reports typed text as HTML', async () => {
    const changes: string[] = [];
    const { host } = mount(<RichTextEditor value="" onChange={(html) => changes.push(html)} />);
    const editor = await waitFor(() => host.querySelector<HTMLElement>('.ql-editor'), 'the editor');
    assertEqual(host.querySelector<HTMLElement>('.ql-container')?.offsetHeight, 300, 'editing area height');
    editor.focus();
    await typeText('你好 shop');
    await waitFor(() => changes.at(-1) === '<p>你好 shop</p>', `typed HTML reported: ${changes.at(-1)}`);
  });

  it('shows a controlled value and does not run a script or onerror payload', async () => {
    const changes: string[] = [];
    const { host } = mount(<RichTextEditor value={`<p>公告</p>${XSS}`} onChange={(html) => changes.push(html)} />);
    const editor = await waitFor(() => host.querySelector<HTMLElement>('.ql-editor'), 'the editor');
    await waitForText('公告');
    await assertInert(host);
    editor.focus();
    await typeText('!');
    await waitFor(() => changes.length > 0, 'an edit reported');
    const out = changes.at(-1) ?? '';
    assert(!/onerror|<script/i.test(out), `sanitised output: ${out}`);
  });

  it('does not accept edits when disabled', async () => {
    const { host } = mount(<RichTextEditor value="<p>x</p>" disabled />);
    const editor = await waitFor(() => host.querySelector<HTMLElement>('.ql-editor'), 'the editor');
    assertEqual(editor.getAttribute('contenteditable'), 'false', 'not editable');
  });
});

describe('RichTextEditor image upload (reference server)', () => {
  before(async () => {
    const { apiBase } = await referenceServer();
    configure({ apiBaseUrl: apiBase });
    persistLogin((await apiLogin('tenant1')) as unknown as LoginResult, { ttlMs: StorageTtl.week, storeDicts: false });
  });

  after(() => {
    configure({ apiBaseUrl: '/jeecg-boot' });
  });

  it('uploads through /business/shop/doUpLoadwebp and inserts the returned WebP URL', async () => {
    const changes: string[] = [];
    const { host } = mount(<RichTextEditor value="<p>图</p>" onChange={(html) => changes.push(html)} />);
    await waitFor(() => host.querySelector('.ql-editor'), 'the editor');
    const input = host.querySelector<HTMLInputElement>('input[type=file]');
    assert(input, 'the hidden file input');
    let clicked = false;
    input.addEventListener('click', (event) => {
      clicked = true;
      event.preventDefault();
    });
    host.querySelector<HTMLButtonElement>('.ql-image')?.click();
    assert(clicked, 'the image button opens the file chooser');
    choose(input, await pngFile('banner.png'));
    const html = await waitFor(() => changes.find((c) => c.includes('<img')), 'an image inserted', 15_000);
    const src = /<img src="([^"]+)"/.exec(html)?.[1] ?? '';
    assert(/\/sys\/common\/static\/.+\.webp$/.test(src), `a WebP URL from the server: ${src}`);
    const response = await fetch(src);
    assertEqual(response.status, 200, 'the inserted image is served');
    assertEqual(response.headers.get('content-type'), 'image/webp', 'served as WebP');
  });

  it('uploads a dropped image instead of embedding it as a data: URL', async () => {
    const changes: string[] = [];
    const { host } = mount(<RichTextEditor value="<p>拖入</p>" onChange={(html) => changes.push(html)} />);
    const editor = await waitFor(() => host.querySelector<HTMLElement>('.ql-editor'), 'the editor');
    const box = editor.querySelector('p')?.getBoundingClientRect();
    assert(box, 'the paragraph');
    const data = new DataTransfer();
    data.items.add(await pngFile('drop.png'));
    editor.dispatchEvent(
      new DragEvent('drop', {
        bubbles: true,
        cancelable: true,
        dataTransfer: data,
        clientX: box.right - 2,
        clientY: box.top + box.height / 2,
      }),
    );
    const html = await waitFor(() => changes.find((c) => c.includes('<img')), 'a dropped image inserted', 15_000);
    assert(/<img src="[^"]+\/sys\/common\/static\/[^"]+\.webp"/.test(html), `an uploaded WebP, not data: ${html}`);
  });
});
