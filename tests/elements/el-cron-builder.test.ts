// <cron-builder> in real Chromium: attributes and properties, wk-change, methods, its dialog in the portal,
// a hostile page stylesheet, and typing inside a Bootstrap-style modal that pulls focus back.
import '../../src/elements/entries/cron-builder';
import { CRON_MODAL_WIDTH } from '../../src/widgets/cron-builder';
import { assert, assertEqual, findByText, waitFor } from './support/dom';
import { click, inside, mountElement, nextEvent, portalOf, settle, unmountElements, waitForPopup } from './support/kit';
import { afterEach, describe, it } from './support/mocha';

type CronElement = HTMLElement & {
  value: string;
  disabled: boolean;
  validate(): { valid: boolean; message: string | null };
  reset(): void;
  updateComplete: Promise<void>;
};

/** Types like a user: the native value setter (React tracks it) plus an input event. */
function typeInto(input: HTMLInputElement, text: string): void {
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = (element: Element) =>
  inside<HTMLInputElement>(element, 'input[aria-label="cron表达式"]') as HTMLInputElement;

describe('<cron-builder>', () => {
  afterEach(async () => {
    await unmountElements();
    for (const leftover of document.querySelectorAll('.hostile, .modal')) leftover.remove();
  });

  it('shows the value attribute, follows the property and fires wk-change when the user types', async () => {
    const cron = await mountElement<CronElement>('cron-builder', { value: '0 0 2 * * ?' });
    assertEqual(field(cron).value, '0 0 2 * * ?', 'the attribute is shown');
    cron.value = '0 30 9 * * ?';
    await cron.updateComplete;
    assertEqual(field(cron).value, '0 30 9 * * ?', 'the property is shown');

    const change = nextEvent<{ value: string; valid: boolean }>(cron, 'wk-change');
    typeInto(field(cron), '0 15 10 ? * MON-FRI');
    const { detail } = await change;
    assertEqual(detail.value, '0 15 10 ? * MON-FRI', 'detail.value');
    assertEqual(detail.valid, true, 'detail.valid');
    assertEqual(cron.value, '0 15 10 ? * MON-FRI', 'el.value is the current expression');
    assertEqual(cron.validate().valid, true, 'validate()');

    typeInto(field(cron), '0 0 25 * * ?');
    await cron.updateComplete;
    const check = cron.validate();
    assert(!check.valid && check.message, `an invalid hour is reported: ${JSON.stringify(check)}`);
    cron.reset();
    await cron.updateComplete;
    assertEqual(field(cron).value, '0 0 2 * * ?', 'reset() goes back to the attribute');
  });

  it('disables by attribute presence and enables again on removal', async () => {
    const cron = await mountElement<CronElement>('cron-builder', { disabled: '' });
    assert(field(cron).disabled, 'disabled');
    cron.removeAttribute('disabled');
    await cron.updateComplete;
    assert(!field(cron).disabled, 'enabled again');
  });

  it('opens the cron表达式 dialog styled in its portal and takes the chosen expression', async () => {
    const cron = await mountElement<CronElement>('cron-builder', { value: '0 0 2 * * ?' });
    const trigger = findByText('选择', cron.shadowRoot as ShadowRoot)?.closest('button');
    assert(trigger, 'the 选择 button');
    click(trigger);
    const modal = await waitForPopup<HTMLElement>('.arco-modal', 'the dialog');
    assert(portalOf(cron)?.contains(modal), 'rendered in the element portal');
    // Width as Arco's CSS sets it, once the zoom-in animation ended.
    await waitFor(() => Math.round(modal.getBoundingClientRect().width) === CRON_MODAL_WIDTH, 'the Arco modal width');
    assertEqual(document.documentElement.style.overflow, 'hidden', 'the page does not scroll behind the modal');
    assertEqual(getComputedStyle(modal).backgroundColor, 'rgb(255, 255, 255)', 'styled background');
    const input = modal.querySelector<HTMLInputElement>('input[aria-label="cron表达式"]');
    assert(input, 'the dialog expression field');
    typeInto(input, '0 0 12 * * ?');
    const change = nextEvent<{ value: string }>(cron, 'wk-change');
    const ok = [...modal.querySelectorAll('button')].find((button) => button.textContent?.trim() === '确定');
    assert(ok, '确定');
    click(ok);
    assertEqual((await change).detail.value, '0 0 12 * * ?', 'the dialog value');
    await waitFor(() => document.documentElement.style.overflow === '', 'page scrolling restored on close');
  });

  it('keeps its layout under a hostile page stylesheet', async () => {
    const cron = await mountElement<CronElement>('cron-builder', { value: '0 0 2 * * ?' });
    await settle();
    const measure = () => {
      const input = field(cron);
      const style = getComputedStyle(input);
      const box = cron.getBoundingClientRect();
      return JSON.stringify([input.getBoundingClientRect().height, style.fontSize, style.boxSizing, box.height]);
    };
    const before = measure();
    const hostile = document.createElement('style');
    hostile.className = 'hostile';
    hostile.textContent =
      '* { box-sizing: content-box !important; font-size: 18px; line-height: 3 } input { padding: 20px !important } [class*=arco] { outline: 5px solid red }';
    document.head.append(hostile);
    await settle();
    assertEqual(measure(), before, 'same computed layout');
    assertEqual(getComputedStyle(field(cron)).outlineStyle, 'none', 'no page rule reaches inside');
  });

  it('is typable inside a Bootstrap-style modal that enforces focus', async () => {
    const modal = document.createElement('div');
    modal.className = 'modal';
    modal.tabIndex = -1;
    modal.setAttribute('role', 'dialog');
    modal.style.cssText = 'position:fixed;inset:0;overflow:auto;transform:translate(0,0)';
    document.body.append(modal);
    let pulled = 0;
    const enforceFocus = (event: FocusEvent) => {
      if (event.target !== modal && !modal.contains(event.target as Node)) {
        pulled += 1;
        modal.focus();
      }
    };
    document.addEventListener('focusin', enforceFocus);
    try {
      const cron = await mountElement<CronElement>('cron-builder', { value: '0 0 2 * * ?' }, modal);
      const trigger = findByText('选择', cron.shadowRoot as ShadowRoot)?.closest('button');
      assert(trigger, 'the 选择 button');
      click(trigger);
      const dialog = await waitForPopup<HTMLElement>('.arco-modal', 'the dialog');
      assert(modal.contains(portalOf(cron)?.host ?? null), 'the popups live inside the host modal');
      const input = dialog.querySelector<HTMLInputElement>('input[aria-label="cron表达式"]') as HTMLInputElement;
      input.focus();
      assertEqual(
        input.getRootNode() instanceof ShadowRoot && (input.getRootNode() as ShadowRoot).activeElement,
        input,
        'focus stays in the dialog input',
      );
      typeInto(input, '0 5 * * * ?');
      await settle();
      assertEqual(input.value, '0 5 * * * ?', 'typed');
      assertEqual(pulled, 0, 'the host modal never pulled focus back');
    } finally {
      document.removeEventListener('focusin', enforceFocus);
    }
  });
});
