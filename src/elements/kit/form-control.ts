import { INTERNALS, type KitElement } from './element-internals';
import type { WidgetSpec } from './spec';

/** The browser's own text for a required, empty field. */
const VALUE_MISSING = '请填写此字段';
/** Where the validation bubble points: the first enabled control inside the element. */
const FOCUSABLE = ':is(input,textarea,button):enabled,[tabindex]:not([tabindex="-1"])';

type Members = Record<string, unknown>;

/**
 * Hands a form-associated element's value and validity to its `ElementInternals`, as an `<input>` would
 * have them: `required` and empty gives `valueMissing`; the page's `setCustomValidity()` or the adapter's
 * own check (`form:problem`, e.g. an invalid cron expression) gives `customError`. The message points at
 * the first enabled control inside, so the browser's bubble shows at the element.
 *
 * @example syncForm(element, cronBuilderSpec) // after every change of value, `required` or the DOM
 */
export function syncForm(element: KitElement, spec: WidgetSpec): void {
  const inner = element[INTERNALS];
  const internals = inner.form;
  if (!internals || !spec.formValue) return;
  const self = element as unknown as Members;
  const value = self[spec.formValue];
  const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  internals.setFormValue(text, text);
  const missing = Boolean(self.required) && (Array.isArray(value) ? value.length === 0 : text.trim() === '');
  const problem = missing ? null : (inner.api?.['form:problem']?.() as string | null | undefined);
  const message = inner.customValidity || (missing ? (spec.valueMissing ?? VALUE_MISSING) : problem);
  if (!message) {
    internals.setValidity({});
    return;
  }
  const anchor = element.shadowRoot?.querySelector<HTMLElement>(FOCUSABLE) ?? undefined;
  internals.setValidity(
    { valueMissing: missing, customError: Boolean(inner.customValidity || problem) },
    message,
    anchor,
  );
}

/**
 * The form-control members of a form-associated element, delegating to its `ElementInternals`
 * (`form`, `labels`, `validity`, `validationMessage`, `willValidate`, `checkValidity()`,
 * `reportValidity()`, `setCustomValidity()`, `type`) and the form callbacks: reset goes back to the
 * value attribute (or the rows last set), a disabled fieldset disables the element, a restored state
 * (back/forward cache, autofill) becomes the value again.
 */
export function installFormMembers(prototype: object, spec: WidgetSpec): void {
  const name = spec.formValue as string;
  const rich = spec.rich[name];
  const internals = (element: KitElement) => element[INTERNALS].form as ElementInternals;
  for (const key of ['form', 'labels', 'validity', 'validationMessage', 'willValidate'] as const) {
    Object.defineProperty(prototype, key, {
      configurable: true,
      get(this: KitElement) {
        return internals(this)[key];
      },
    });
  }
  Object.defineProperty(prototype, 'type', { configurable: true, get: () => spec.tag });
  const members: Record<string, (this: KitElement, ...args: never[]) => unknown> = {
    checkValidity() {
      return internals(this).checkValidity();
    },
    reportValidity() {
      return internals(this).reportValidity();
    },
    setCustomValidity(message: string) {
      this[INTERNALS].customValidity = message ? String(message) : '';
      syncForm(this, spec);
    },
    formResetCallback() {
      const attribute = rich?.attribute;
      if (attribute) {
        (this as unknown as { attributeChangedCallback(...args: unknown[]): void }).attributeChangedCallback(
          attribute,
          null,
          this.getAttribute(attribute),
        );
      }
      this[INTERNALS].api?.['form:reset']?.();
      syncForm(this, spec);
    },
    formDisabledCallback(disabled: boolean) {
      const inner = this[INTERNALS];
      inner.formDisabled = disabled;
      inner.store.bump();
    },
    formStateRestoreCallback(state: unknown) {
      if (typeof state !== 'string') return;
      try {
        this[INTERNALS].store.set(name, rich?.type === 'string' ? state : JSON.parse(state));
      } catch {
        // A state this version of the element did not write: keep the current value.
      }
    },
  };
  for (const [key, value] of Object.entries(members)) {
    Object.defineProperty(prototype, key, { configurable: true, writable: true, value });
  }
}
