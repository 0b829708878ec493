// The slider human check in real Chromium against the reference server's challenge/verify calls.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { createRoot, type Root } from 'react-dom/client';
import { configure } from '../../src/core/config';
import { SLIDER_IDLE_TEXT, SLIDER_PASSED_TEXT, SliderCheck } from '../../src/widgets/slider-check';
import { assert, assertEqual, waitFor, waitForText } from './support/dom';
import { afterEach, before, describe, it } from './support/mocha';
import { referenceServer } from './support/reference-server-client';

const roots: Root[] = [];
const hosts: HTMLElement[] = [];

function mount() {
  const host = document.createElement('div');
  host.style.width = '320px';
  document.body.append(host);
  hosts.push(host);
  const root = createRoot(host);
  roots.push(root);
  const events = { proofs: [] as string[], resets: 0 };
  root.render(
    <SliderCheck
      onSuccess={(proof) => events.proofs.push(proof)}
      onReset={() => {
        events.resets += 1;
      }}
    />,
  );
  return { host, events };
}

async function readyHandle(host: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => host.querySelector<HTMLElement>('[role="slider"][tabindex="0"]'),
    'the slider to load its challenge',
    10_000,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Presses the handle and moves the real mouse right by `distance` px over ~`ms` ms, then lets go. */
async function drag(handle: HTMLElement, distance: number, ms: number): Promise<void> {
  const { sendMouse } = await import('@web/test-runner-commands');
  const box = handle.getBoundingClientRect();
  const y = Math.round(box.top + box.height / 2);
  const x0 = Math.round(box.left + box.width / 2);
  await sendMouse({ type: 'move', position: [x0, y] });
  await sendMouse({ type: 'down' });
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await pause(ms / steps);
    await sendMouse({ type: 'move', position: [x0 + Math.round((distance * i) / steps), y] });
  }
  await sendMouse({ type: 'up' });
}

function offsetOf(handle: HTMLElement): number {
  return new DOMMatrix(getComputedStyle(handle).transform).m41;
}

describe('<SliderCheck> against the reference server', () => {
  before(async () => {
    const { apiBase } = await referenceServer();
    configure({ apiBaseUrl: apiBase });
  });

  afterEach(async () => {
    const { resetMouse } = await import('@web/test-runner-commands');
    await resetMouse();
    for (const root of roots.splice(0)) root.unmount();
    for (const host of hosts.splice(0)) host.remove();
  });

  it('goes back to the start when released early', async () => {
    const { host, events } = mount();
    const handle = await readyHandle(host);
    await drag(handle, 120, 400);
    await waitFor(() => events.resets === 1, 'onReset after an early release');
    await waitFor(() => handle.getAttribute('aria-valuenow') === '0', 'the handle back at 0');
    await waitFor(() => Math.abs(offsetOf(handle)) < 1, 'the handle drawn at the start', 2000);
    assertEqual(events.proofs.length, 0, 'no proof');
    await waitForText(SLIDER_IDLE_TEXT);
    assertEqual(handle.tabIndex, 0, 'still usable');
  });

  it('passes when dragged to the end, with the proof from /sys/slider/verify', async () => {
    const { host, events } = mount();
    const handle = await readyHandle(host);
    await drag(handle, 400, 600);
    await waitForText(SLIDER_PASSED_TEXT, 10_000);
    assertEqual(events.proofs.length, 1, 'one proof');
    assertEqual(events.resets, 0, 'no reset');
    assertEqual(host.querySelector('[data-phase]')?.getAttribute('data-phase'), 'passed', 'phase');
    // The server only answers a proof when it found the recorded track plausible (slider.ts).
    assert((events.proofs[0] ?? '').length > 10, 'a server-issued proof');
  });

  it('is operable with the keyboard: ArrowRight steps, End finishes', async () => {
    const { sendKeys } = await import('@web/test-runner-commands');
    const { host, events } = mount();
    const handle = await readyHandle(host);
    handle.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '25', 'a quarter after ArrowRight');
    await sendKeys({ press: 'Home' });
    await waitFor(() => events.resets === 1 && handle.getAttribute('aria-valuenow') === '0', 'Home goes back');
    await sendKeys({ press: 'End' });
    await waitForText(SLIDER_PASSED_TEXT, 10_000);
    assertEqual(events.proofs.length, 1, 'one proof from the keyboard');
  });

  it('passes with four ArrowRight presses', async () => {
    const { sendKeys } = await import('@web/test-runner-commands');
    const { host, events } = mount();
    const handle = await readyHandle(host);
    handle.focus();
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowRight' });
    await waitForText(SLIDER_PASSED_TEXT, 10_000);
    assertEqual(events.proofs.length, 1, 'one proof');
  });
});
