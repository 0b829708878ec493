// The form-associated elements (<cron-builder>, <user-picker>, <editable-table>) as real form controls in
// Chromium: form/labels/validity members, `required`, an invalid expression, setCustomValidity(), the
// validation bubble at the inner control, a native submit blocked and then sent, form.reset(), a disabled
// <fieldset>, and a restored form state.
import '../../src/elements/entries/cron-builder';
import '../../src/elements/entries/editable-table';
import '../../src/elements/entries/user-picker';
import { configure } from '../../src/elements/kit/kit-config';
import type { KitFormControl } from '../../src/elements/types/elements';
import { assert, assertEqual, waitFor } from './support/dom';
import { inside, mountElement, unmountElements } from './support/kit';
import { afterEach, describe, it } from './support/mocha';

// The published declarations (elements.d.ts), so the test also holds them to what the elements do.
type FormControl = HTMLElement &
  KitFormControl & {
    name: string;
    disabled: boolean;
    updateComplete: Promise<void>;
  };
type CronElement = FormControl & { value: string; validate(): { valid: boolean; message: string | null } };
type Row = Record<string, unknown>;
type TableElement = FormControl & { columns: unknown[]; rows: Row[]; getRows(): Row[]; addRow(row?: Row): string[] };

function typeInto(input: HTMLInputElement, text: string): void {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = (element: Element) =>
  inside<HTMLInputElement>(element, 'input[aria-label="cron表达式"]') as HTMLInputElement;

/** A form on the page (removed after the test) whose submit events are counted and never navigate. */
function makeForm(html = ''): { form: HTMLFormElement; submits: FormData[] } {
  const form = document.createElement('form');
  form.className = 'test-form';
  form.innerHTML = html;
  const submits: FormData[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submits.push(new FormData(form));
  });
  document.body.append(form);
  return { form, submits };
}

async function mountCron(attrs: Record<string, string>, parent: Element): Promise<CronElement> {
  return mountElement<CronElement>('cron-builder', attrs, parent);
}

describe('form-associated elements', () => {
  afterEach(async () => {
    await unmountElements();
    for (const form of document.querySelectorAll('.test-form')) form.remove();
  });

  it('has form, labels, name, type, validity, validationMessage and willValidate', async () => {
    const { form } = makeForm('<label for="schedule">执行周期</label>');
    const cron = await mountCron({ id: 'schedule', name: 'cronExpression', value: '0 0 2 * * ?' }, form);
    assertEqual(cron.form, form, 'el.form');
    assertEqual(cron.labels.length, 1, 'el.labels');
    assertEqual(cron.labels[0]?.textContent, '执行周期', 'the label');
    assertEqual(cron.name, 'cronExpression', 'el.name');
    assertEqual(cron.type, 'cron-builder', 'el.type');
    assertEqual(cron.willValidate, true, 'el.willValidate');
    assertEqual(cron.validity.valid, true, 'el.validity.valid');
    assertEqual(cron.validationMessage, '', 'no message');
    assertEqual(cron.checkValidity(), true, 'checkValidity()');
    assertEqual(cron.reportValidity(), true, 'reportValidity()');
    assertEqual(form.elements.namedItem('cronExpression'), cron, 'listed in form.elements');
  });

  it('reports valueMissing for a required, empty cron-builder and blocks the submit', async () => {
    const { form, submits } = makeForm();
    const cron = await mountCron({ name: 'cronExpression', required: '' }, form);
    assertEqual(cron.required, true, 'el.required');
    assertEqual(cron.validity.valueMissing, true, 'valueMissing');
    assertEqual(cron.validationMessage, '请输入cron表达式', 'the Chinese message');
    assertEqual(cron.checkValidity(), false, 'checkValidity()');
    assertEqual(form.checkValidity(), false, 'form.checkValidity()');
    form.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assertEqual(submits.length, 0, 'no submit event');

    cron.required = false;
    assertEqual(cron.validity.valid, true, 'not required: valid when empty');
    cron.required = true;
    assertEqual(cron.validity.valueMissing, true, 'required again');
  });

  it('reports an invalid cron expression as customError with the builder message', async () => {
    const { form, submits } = makeForm();
    const cron = await mountCron({ name: 'cronExpression', value: 'not a cron' }, form);
    const expected = cron.validate().message;
    assert(expected, 'the builder has a message');
    assertEqual(cron.validity.customError, true, 'customError');
    assertEqual(cron.validity.valueMissing, false, 'not valueMissing');
    assertEqual(cron.validationMessage, expected, 'the builder message');
    assertEqual(form.checkValidity(), false, 'form.checkValidity()');
    form.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assertEqual(submits.length, 0, 'no submit event');
  });

  it('submits once the user typed a valid expression, with the value in FormData', async () => {
    const { form, submits } = makeForm();
    const cron = await mountCron({ name: 'cronExpression', required: '' }, form);
    typeInto(field(cron), '0 0 25 * * ?');
    await cron.updateComplete;
    assertEqual(cron.validity.customError, true, 'an invalid hour blocks');
    form.requestSubmit();
    typeInto(field(cron), '0 15 10 ? * MON-FRI');
    await cron.updateComplete;
    assertEqual(cron.validity.valid, true, 'valid');
    assertEqual(form.checkValidity(), true, 'form.checkValidity()');
    form.requestSubmit();
    await waitFor(() => submits.length > 0, 'the submit event');
    assertEqual(submits.length, 1, 'one submit (the invalid one did not go through)');
    assertEqual(submits[0]?.get('cronExpression'), '0 15 10 ? * MON-FRI', 'the value in FormData');
  });

  it('takes the page custom error from setCustomValidity() and clears it with an empty string', async () => {
    const { form } = makeForm();
    const cron = await mountCron({ name: 'cronExpression', value: '0 0 2 * * ?' }, form);
    cron.setCustomValidity('该周期已被其他任务占用');
    assertEqual(cron.validity.customError, true, 'customError');
    assertEqual(cron.validationMessage, '该周期已被其他任务占用', 'the page message');
    assertEqual(form.checkValidity(), false, 'form.checkValidity()');
    cron.value = '0 30 9 * * ?';
    assertEqual(cron.validity.customError, true, 'stays until cleared, as on <input>');
    cron.setCustomValidity('');
    assertEqual(cron.validity.valid, true, 'cleared');
  });

  it('points the validation bubble at the inner field (reportValidity and a native submit)', async () => {
    const { form } = makeForm('<input name="other">');
    const cron = await mountCron({ name: 'cronExpression', required: '' }, form);
    await cron.updateComplete;
    let invalid = 0;
    cron.addEventListener('invalid', () => {
      invalid += 1;
    });
    (form.querySelector('input') as HTMLInputElement).focus();
    assertEqual(cron.reportValidity(), false, 'reportValidity()');
    assertEqual(invalid, 1, 'an invalid event');
    assertEqual(document.activeElement, cron, 'focus went to the element');
    assertEqual(cron.shadowRoot?.activeElement, field(cron), 'on its inner field');

    (form.querySelector('input') as HTMLInputElement).focus();
    form.requestSubmit();
    assertEqual(cron.shadowRoot?.activeElement, field(cron), 'a native submit also shows it at the field');
  });

  it('restores the value attribute on form.reset(), dropping what the user typed', async () => {
    const { form } = makeForm();
    const cron = await mountCron({ name: 'cronExpression', value: '0 0 2 * * ?' }, form);
    typeInto(field(cron), '0 0 12 * * ?');
    await cron.updateComplete;
    assertEqual(cron.value, '0 0 12 * * ?', 'typed');
    form.reset();
    assertEqual(cron.value, '0 0 2 * * ?', 'el.value back to the attribute');
    await cron.updateComplete;
    assertEqual(field(cron).value, '0 0 2 * * ?', 'the field shows it');
    assertEqual(new FormData(form).get('cronExpression'), '0 0 2 * * ?', 'and the form value');
  });

  it('is disabled inside a disabled fieldset and back to its own disabled state after', async () => {
    const { form } = makeForm('<fieldset></fieldset>');
    const fieldset = form.querySelector('fieldset') as HTMLFieldSetElement;
    const cron = await mountCron({ name: 'cronExpression', required: '' }, fieldset);
    fieldset.disabled = true;
    await waitFor(() => field(cron).disabled, 'the inner field disabled by the fieldset');
    assertEqual(cron.willValidate, false, 'barred from validation');
    assertEqual(form.checkValidity(), true, 'the form does not validate a disabled element');
    assertEqual(cron.disabled, false, 'its own disabled property is untouched');
    fieldset.disabled = false;
    await waitFor(() => !field(cron).disabled, 'enabled again');
    assertEqual(cron.willValidate, true, 'validated again');

    cron.disabled = true;
    fieldset.disabled = true;
    fieldset.disabled = false;
    await cron.updateComplete;
    assert(field(cron).disabled, 'its own disabled attribute still holds');
  });

  it('restores the value from a saved form state (back/forward cache, autofill)', async () => {
    const { form } = makeForm();
    const cron = await mountCron({ name: 'cronExpression' }, form);
    (cron as unknown as { formStateRestoreCallback(state: unknown, mode: string): void }).formStateRestoreCallback(
      '0 0 3 * * ?',
      'restore',
    );
    assertEqual(cron.value, '0 0 3 * * ?', 'el.value');
    await cron.updateComplete;
    assertEqual(field(cron).value, '0 0 3 * * ?', 'the field');
    assertEqual(new FormData(form).get('cronExpression'), '0 0 3 * * ?', 'the form value');
  });

  it('requires a user in <user-picker required> (请选择用户)', async () => {
    configure({ token: 'form-test-token' });
    const { form } = makeForm();
    const user = { id: 'u1', username: 'zhangsan', realname: '张三' };
    const picker = await mountElement<FormControl & { value: string }>(
      'user-picker',
      { name: 'owner', required: '' },
      form,
      (element) => {
        Object.assign(element, { services: { usersByValues: async () => [user] } });
      },
    );
    assertEqual(picker.validity.valueMissing, true, 'valueMissing');
    assertEqual(picker.validationMessage, '请选择用户', 'the picker message');
    assertEqual(form.checkValidity(), false, 'form.checkValidity()');
    picker.value = 'zhangsan';
    assertEqual(picker.validity.valid, true, 'valid with a user');
    assertEqual(new FormData(form).get('owner'), 'zhangsan', 'the form value');
    form.reset();
    assertEqual(picker.value ?? '', '', 'reset to the (absent) value attribute');
    assertEqual(picker.validity.valueMissing, true, 'missing again');
  });

  it('requires a row in <editable-table required> (请至少添加一行) and resets to the rows set', async () => {
    const { form } = makeForm();
    const columns = [{ key: 'name', title: '名称', type: 'input' }];
    const table = await mountElement<TableElement>(
      'editable-table',
      { name: 'items', required: '', 'always-edit': '' },
      form,
      (element) => {
        (element as TableElement).columns = columns;
      },
    );
    assertEqual(table.validity.valueMissing, true, 'valueMissing');
    assertEqual(table.validationMessage, '请至少添加一行', 'the table message');
    table.addRow({ name: '新行' });
    assertEqual(table.validity.valid, true, 'valid once a row was added');

    table.rows = [{ id: 'r1', name: '甲' }];
    const input = await waitFor(
      () => table.shadowRoot?.querySelector<HTMLInputElement>('[data-row-key="r1"] [data-column="name"] input'),
      'the row',
    );
    typeInto(input, '甲乙');
    await waitFor(() => table.getRows()[0]?.name === '甲乙', 'the edit');
    form.reset();
    assertEqual(table.getRows().length, 1, 'one row');
    assertEqual(table.getRows()[0]?.name, '甲', 'the edit dropped');
    assertEqual(JSON.parse(String(new FormData(form).get('items')))[0]?.name, '甲', 'the form value');
  });

  it('blocks a native submit while a cell breaks its rules (customError, row and column in the message)', async () => {
    const { form, submits } = makeForm();
    const columns = [
      { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true, message: '请输入名称' }] },
      {
        key: 'code',
        title: '编码',
        type: 'input',
        validateRules: [{ pattern: '^[a-z]+$', message: '只能是小写字母' }],
      },
    ];
    const table = await mountElement<TableElement>(
      'editable-table',
      { name: 'items', 'always-edit': '' },
      form,
      (element) => {
        const created = element as TableElement;
        created.columns = columns;
        created.rows = [
          { id: 'r1', name: '甲', code: 'abc' },
          { id: 'r2', name: '', code: 'ABC' },
        ];
      },
    );
    await table.updateComplete;
    assertEqual(table.validity.customError, true, 'customError');
    assertEqual(table.validationMessage, '第2行「名称」：请输入名称', 'the first refused cell');
    form.requestSubmit();
    assertEqual(submits.length, 0, 'the submit is blocked');
    await waitFor(
      () => table.shadowRoot?.querySelector('[data-row-key="r2"] [data-column="name"][aria-invalid="true"]'),
      'the refused cell is marked after the blocked submit',
    );

    const name = await waitFor(
      () => table.shadowRoot?.querySelector<HTMLInputElement>('[data-row-key="r2"] [data-column="name"] input'),
      'the name cell',
    );
    typeInto(name, '乙');
    await waitFor(() => table.validationMessage === '第2行「编码」：只能是小写字母', 'the next refused cell');
    const code = await waitFor(
      () => table.shadowRoot?.querySelector<HTMLInputElement>('[data-row-key="r2"] [data-column="code"] input'),
      'the code cell',
    );
    typeInto(code, 'xyz');
    await waitFor(() => table.validity.valid, 'valid once every cell keeps its rules');
    form.requestSubmit();
    assertEqual(submits.length, 1, 'submitted');
    assertEqual(JSON.parse(String(submits[0]?.get('items')))[1]?.code, 'xyz', 'the form value');
  });
});
