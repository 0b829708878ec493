// The defineWidget layer over r2wc: the defects of docs/notes/web-components.md §2.3, each as a regression test.
import { useEffect, useState } from 'react';
import { type AdapterProps, defineWidget, useProp } from '../../src/elements/kit/define-widget';
import type { WidgetSpec } from '../../src/elements/kit/spec';
import { assert, assertEqual, waitFor } from './support/dom';
import { click, inside, mountElement, nextEvent, settle, unmountElements } from './support/kit';
import { afterEach, describe, it } from './support/mocha';

const lifecycle = { mounts: 0, unmounts: 0 };

const probeSpec: WidgetSpec = {
  tag: 'wk-test-probe',
  summary: 'test element',
  needsApi: false,
  attrs: {
    disabled: { type: 'boolean', description: '' },
    size: { type: 'number', description: '' },
    label: { type: 'string', description: '' },
    open: { type: 'boolean', description: '' },
  },
  rich: {
    items: { type: 'unknown[]', description: '' },
    value: { type: 'string', attribute: 'value', description: '' },
  },
  events: { 'wk-change': { description: '', detail: '{ count: number }' } },
  methods: { show: { description: '', signature: '() => string' } },
};

function Probe({ host, attrs }: AdapterProps) {
  const items = useProp<unknown[]>(host, 'items');
  const value = useProp<string>(host, 'value');
  const [count, setCount] = useState(0);
  useEffect(() => {
    lifecycle.mounts += 1;
    host.registerApi({ show: () => `shown ${host.element.localName}` });
    return () => {
      lifecycle.unmounts += 1;
    };
  }, [host]);
  return (
    <div>
      <output data-attrs>{JSON.stringify(attrs)}</output>
      <output data-items>{items ? `${items.length}` : 'none'}</output>
      <output data-value>{value ?? ''}</output>
      <button
        type="button"
        onClick={() => {
          setCount(count + 1);
          host.emit('wk-change', { count: count + 1 });
        }}
      >
        {`count ${count}`}
      </button>
    </div>
  );
}

const styles = { key: 'probe', css: () => '' };

function attrsOf(element: HTMLElement): Record<string, unknown> {
  return JSON.parse(inside(element, '[data-attrs]')?.textContent ?? '{}') as Record<string, unknown>;
}

describe('defineWidget: the element contract', () => {
  afterEach(unmountElements);

  it('keeps a property set before the definition, by identity', async () => {
    const early = document.createElement('wk-test-probe') as HTMLElement & { items?: unknown[] };
    const items = [{ id: 1 }, { id: 2 }];
    early.items = items;
    document.body.append(early);
    defineWidget(probeSpec, Probe, styles);
    await settle(early as { updateComplete?: Promise<void> });
    await waitFor(() => inside(early, '[data-items]')?.textContent === '2', 'the early rows rendered');
    assert(early.items === items, 'the same array, never serialised');
    assert(!early.hasAttribute('items'), 'no attribute written');
    early.remove();
  });

  it('reads boolean attributes by presence and resets them on removal', async () => {
    const element = await mountElement<HTMLElement & { disabled: boolean }>('wk-test-probe', { disabled: '' });
    assertEqual(attrsOf(element).disabled, true, 'disabled="" is true');
    element.removeAttribute('disabled');
    await settle(element as never);
    assertEqual(attrsOf(element).disabled, false, 'removed: false');
    element.setAttribute('disabled', 'false');
    await settle(element as never);
    assertEqual(attrsOf(element).disabled, false, 'disabled="false" is false');
    element.disabled = true;
    assertEqual(element.getAttribute('disabled'), '', 'the property sets the attribute by presence');
    element.setAttribute('size', '12');
    element.setAttribute('label', '名称');
    await settle(element as never);
    assertEqual(attrsOf(element).size, 12, 'numbers parsed');
    assertEqual(attrsOf(element).label, '名称', 'strings kept');
    element.removeAttribute('label');
    await settle(element as never);
    assertEqual(attrsOf(element).label, undefined, 'a removed string is unset');
  });

  it('gives a value attribute as the initial value and the property as the current one', async () => {
    const element = await mountElement<HTMLElement & { value: string }>('wk-test-probe', { value: 'a' });
    assertEqual(element.value, 'a', 'from the attribute');
    element.value = 'b';
    await settle(element as never);
    assertEqual(inside(element, '[data-value]')?.textContent, 'b', 'rendered');
    assertEqual(element.getAttribute('value'), 'a', 'the attribute stays the initial value');
  });

  it('dispatches wk- events that bubble out of the shadow root with an object detail', async () => {
    const element = await mountElement('wk-test-probe');
    const heard = nextEvent<{ count: number }>(document, 'wk-change');
    click(inside(element, 'button') as HTMLElement);
    const event = await heard;
    assertEqual(event.target, element, 'retargeted to the element');
    assert(event.bubbles && event.composed, 'bubbling and composed');
    assertEqual(event.detail.count, 1, 'detail object');
  });

  it('runs a method called before the first render once rendered, and at once afterwards', async () => {
    const element = document.createElement('wk-test-probe') as HTMLElement & { show(): string | Promise<string> };
    document.body.append(element);
    const early = element.show();
    assert(early instanceof Promise, 'a promise before the element rendered');
    assertEqual(await early, 'shown wk-test-probe', 'resolved with the result');
    assertEqual(element.show(), 'shown wk-test-probe', 'synchronous once rendered');
    element.remove();
  });

  it('runs a method called before the element is connected once it has rendered (never rejects)', async () => {
    const element = document.createElement('wk-test-probe') as HTMLElement & { show(): string | Promise<string> };
    const early = element.show();
    assert(early instanceof Promise, 'a promise while not connected');
    await new Promise((resolve) => setTimeout(resolve, 20));
    document.body.append(element);
    assertEqual(await early, 'shown wk-test-probe', 'resolved after the first render');
    element.remove();
  });

  it('keeps its state when moved and unmounts when removed; re-adding renders afresh', async () => {
    const element = await mountElement('wk-test-probe');
    click(inside(element, 'button') as HTMLElement);
    await waitFor(() => inside(element, 'button')?.textContent === 'count 1', 'state 1');
    const before = { ...lifecycle };
    const other = document.createElement('section');
    document.body.append(other);
    other.append(element);
    await settle(element as never);
    assertEqual(inside(element, 'button')?.textContent, 'count 1', 'state kept across the move');
    assertEqual(lifecycle.unmounts, before.unmounts, 'not unmounted by the move');

    element.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    assertEqual(lifecycle.unmounts, before.unmounts + 1, 'unmounted on removal');
    const ready = nextEvent(element, 'wk-ready');
    document.body.append(element);
    await ready;
    assertEqual(inside(element, 'button')?.textContent, 'count 0', 'a fresh mount');
    element.remove();
    other.remove();
  });

  it('survives a second definition of the same tag (two kit scripts on one page)', () => {
    const first = customElements.get('wk-test-probe');
    const again = defineWidget(probeSpec, Probe, styles);
    assertEqual(again, first, 'the first definition stands');
  });

  it('refuses a method named like an attribute (r2wc defect 10) with a clear error', () => {
    let message = '';
    try {
      defineWidget(
        { ...probeSpec, tag: 'wk-test-clash', methods: { open: { description: '', signature: '' } } },
        Probe,
        styles,
      );
    } catch (error) {
      message = String(error);
    }
    assert(message.includes('"open" is declared twice'), `collision reported: ${message}`);
  });
});
