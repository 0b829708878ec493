// The area picker in real Chromium against the reference server's area tree.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { createRoot, type Root } from 'react-dom/client';
import { configure } from '../../src/core/config';
import { type LoginResult, persistLogin } from '../../src/core/session';
import { StorageTtl } from '../../src/core/storage';
import {
  type AreaLoader,
  AreaPicker,
  type AreaPickerProps,
  type AreaValue,
  loadAreaLevel,
} from '../../src/widgets/area-picker';
import { assert, assertEqual, findByText, waitFor } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';
import { apiLogin, referenceServer } from './support/reference-server-client';

const roots: Root[] = [];
const hosts: HTMLElement[] = [];

function mount(props: AreaPickerProps) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = createRoot(host);
  roots.push(root);
  const changes: Array<{ value: AreaValue; names: string[] }> = [];
  root.render(
    <ConfigProvider locale={zhCN}>
      <AreaPicker {...props} onChange={(value, names) => changes.push({ value, names })} />
    </ConfigProvider>,
  );
  return { host, changes };
}

function shown(host: HTMLElement): string {
  return host.querySelector('.arco-cascader')?.textContent?.trim() ?? '';
}

async function choose(name: string): Promise<void> {
  const option = await waitFor(
    () => {
      const list = document.querySelector('.arco-cascader-popup');
      return list ? findByText(name, list) : null;
    },
    `the option ${name}`,
    10_000,
  );
  option.click();
}

function counting(load: AreaLoader) {
  const calls: string[] = [];
  const counted: AreaLoader = (parent) => {
    calls.push(parent);
    return load(parent);
  };
  return { calls, load: counted };
}

describe('<AreaPicker> against the reference server', () => {
  before(async () => {
    const { apiBase } = await referenceServer();
    configure({ apiBaseUrl: apiBase });
    persistLogin((await apiLogin('tenant1')) as unknown as LoginResult, { ttlMs: StorageTtl.week, storeDicts: false });
  });

  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
    for (const host of hosts.splice(0)) host.remove();
  });

  after(() => {
    localStorage.clear();
  });

  it('picks 浙江省 / 杭州市 / 西湖区 level by level', async () => {
    const { calls, load } = counting(loadAreaLevel);
    const { host, changes } = mount({ load });
    const view = await waitFor(() => host.querySelector<HTMLElement>('.arco-cascader'), 'the cascader');
    await waitFor(() => calls.length === 1, 'the provinces to load');
    view.click();
    await choose('浙江省');
    await choose('杭州市');
    await choose('西湖区');
    await waitFor(() => changes.length === 1, 'one change');
    assertEqual(changes[0]?.value, '330000,330100,330106', 'comma-separated codes');
    assertEqual(changes[0]?.names.join('/'), '浙江省/杭州市/西湖区', 'names');
    assertEqual(calls.join(), '0,330000,330100', 'one call per level');
    await waitFor(() => shown(host).includes('西湖区'), `the names shown: ${shown(host)}`);
  });

  it('restores the names of an initial value (array form)', async () => {
    const { calls, load } = counting(loadAreaLevel);
    const { host } = mount({ valueType: 'array', defaultValue: ['330000', '330100', '330106'], load });
    await waitFor(
      () => shown(host).includes('浙江省') && shown(host).includes('杭州市') && shown(host).includes('西湖区'),
      `the names of the initial value: "${shown(host)}"`,
      10_000,
    );
    assertEqual([...calls].sort().join(), '0,330000,330100', 'the levels along the path');
    assert(!findByText('330106', host), 'no raw code shown');
  });
});
