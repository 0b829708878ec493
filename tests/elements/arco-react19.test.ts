// Early check that Arco Design 2.66 works on React 19, imperative APIs included. The adapter must be imported
// before any Arco module: it gives Arco React 19's `createRoot` for the roots its imperative APIs create.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { Button, ConfigProvider, Message, Modal, Notification } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { createElement, type ReactNode, version } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { assert, assertEqual, findByText, waitFor, waitForText, waitForTextGone } from './support/dom';
import { afterEach, before, describe, it } from './support/mocha';

type ModalHook = ReturnType<typeof Modal.useModal>[0];

/**
 * Development-only warnings that are known and harmless. Arco's CSSTransition reads `children.ref`, which
 * React 19 still answers (with `props.ref`) but reports once per page; production builds are silent.
 */
const KNOWN_DEV_WARNINGS = [/^Accessing element\.ref was removed in React 19/];

const reactErrors: string[] = [];
const roots: Root[] = [];

function mount(node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  root.render(createElement(ConfigProvider, { locale: zhCN }, node));
  return container;
}

/** Renders the context holder of `Modal.useModal` and hands its API out. */
function HookHost({ onReady }: { onReady: (api: ModalHook) => void }): ReactNode {
  const [api, contextHolder] = Modal.useModal();
  onReady(api);
  return contextHolder;
}

describe('Arco Design on React 19', () => {
  before(() => {
    // Record what React and Arco complain about (removed APIs such as findDOMNode, element.ref, ReactDOM.render).
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      const message = args.map(String).join(' ');
      if (!KNOWN_DEV_WARNINGS.some((known) => known.test(message)))
        reactErrors.push(`${message}\n${new Error().stack}`);
      original(...args);
    };
  });

  afterEach(() => {
    Message.clear();
    Notification.clear();
    Modal.destroyAll();
    for (const root of roots.splice(0)) root.unmount();
  });

  it('runs React 19', () => {
    assert(version.startsWith('19.'), `React version is ${version}`);
  });

  it('renders a component inside ConfigProvider with the zh-CN locale', async () => {
    mount(createElement(Button, { type: 'primary' }, '提交'));
    const label = await waitForText('提交');
    assert(label.closest('button.arco-btn-primary'), 'the text is inside an Arco primary button');
  });

  it('Message.info shows its text', async () => {
    Message.info('消息提示：保存成功');
    const text = await waitForText('消息提示：保存成功');
    assert(text.closest('.arco-message'), 'the text is inside .arco-message');
  });

  it('Notification.info shows its title and content', async () => {
    Notification.info({ title: '系统通知', content: '您有一条新的租赁订单' });
    await waitForText('系统通知');
    const content = await waitForText('您有一条新的租赁订单');
    assert(content.closest('.arco-notification'), 'the content is inside .arco-notification');
  });

  it('Modal.confirm shows title, content and Chinese buttons, and onOk closes it', async () => {
    let confirmed = 0;
    Modal.confirm({
      title: '确认删除',
      content: '删除后数据不可恢复，是否继续？',
      onOk: () => {
        confirmed += 1;
      },
    });
    await waitForText('确认删除');
    const modal = (await waitForText('删除后数据不可恢复，是否继续？')).closest<HTMLElement>('.arco-modal');
    assert(modal, 'the content is inside .arco-modal');
    const ok = await waitFor(() => findByText('确定', modal), 'the 确定 button');
    assert(findByText('取消', modal), 'the 取消 button is shown');
    ok.click();
    await waitFor(() => confirmed === 1, 'onOk to be called');
    await waitForTextGone('删除后数据不可恢复，是否继续？');
  });

  it('Modal.useModal (hook API) renders through its context holder with the provider locale', async () => {
    let modal: ModalHook | undefined;
    mount(
      createElement(HookHost, {
        onReady: (api) => {
          modal = api;
        },
      }),
    );
    const api = await waitFor(() => modal, 'Modal.useModal to return its API');
    let cancelled = 0;
    api.confirm?.({
      title: '退租确认',
      content: '确定为该订单办理退租吗？',
      onCancel: () => {
        cancelled += 1;
      },
    });
    const content = await waitForText('确定为该订单办理退租吗？');
    const dialog = content.closest<HTMLElement>('.arco-modal');
    assert(dialog, 'the content is inside .arco-modal');
    const cancel = await waitFor(() => findByText('取消', dialog), 'the 取消 button');
    cancel.click();
    await waitFor(() => cancelled === 1, 'onCancel to be called');
    await waitForTextGone('确定为该订单办理退租吗？');
  });

  it('logs no React errors (beyond known dev-only warnings) while doing all of the above', () => {
    assertEqual(reactErrors.join('\n'), '', 'console.error output');
  });
});
