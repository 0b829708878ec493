// <user-picker> against the reference server (tenant1): the value attribute resolved to names, the modal in
// the portal, wk-change with the chosen users, clear(), disabled by presence, the form value.
import '../../src/elements/entries/user-picker';
import { assert, assertEqual, findByText, waitFor } from './support/dom';
import { click, kitLogin, mountElement, nextEvent, portalOf, unmountElements, waitForPopup } from './support/kit';
import { afterEach, before, describe, it } from './support/mocha';

type PickerElement = HTMLElement & {
  value: string;
  clear(): void;
  getUsers(): Promise<{ id: string; username: string; realname: string }[]>;
  updateComplete: Promise<void>;
};

const tags = (picker: Element) =>
  [...(picker.shadowRoot?.querySelectorAll('.arco-tag') ?? [])].map((tag) => tag.textContent?.trim() ?? '');

describe('<user-picker>', () => {
  before(async () => {
    await kitLogin('tenant1');
  });
  afterEach(unmountElements);

  it('shows the names of the value attribute and reflects disabled by presence', async () => {
    const picker = await mountElement<PickerElement>('user-picker', { value: 'limingxuan,sunhaoran', multiple: '' });
    await waitFor(() => tags(picker).join() === '李明轩,孙浩然', 'names resolved by the server', 10_000);
    const button = () => findByText('选择用户', picker.shadowRoot as ShadowRoot)?.closest('button');
    assert(!button()?.disabled, 'enabled');
    picker.setAttribute('disabled', '');
    await picker.updateComplete;
    assert(button()?.disabled, 'disabled by presence');
    picker.removeAttribute('disabled');
    await picker.updateComplete;
    assert(!button()?.disabled, 'enabled after removal');
  });

  it('chooses a user in the modal and fires wk-change with the users; clear() empties it', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    try {
      const picker = await mountElement<PickerElement>('user-picker', { name: 'owner' }, form);
      click(findByText('选择用户', picker.shadowRoot as ShadowRoot)?.closest('button') as HTMLElement);
      const modal = await waitForPopup<HTMLElement>('.arco-modal', 'the 选择用户 modal');
      assert(portalOf(picker)?.contains(modal), 'in the element portal');
      const row = await waitFor(
        () => [...modal.querySelectorAll<HTMLElement>('tbody tr')].find((tr) => tr.textContent?.includes('zhaoxuemei')),
        'the row of zhaoxuemei',
        10_000,
      );
      click(row.querySelector('.arco-checkbox, .arco-radio') as HTMLElement);
      await waitFor(() => row.querySelector<HTMLInputElement>('input')?.checked, 'ticked');
      const change = nextEvent<{ value: string; users: { realname: string }[] }>(picker, 'wk-change');
      click(findByText('确定', modal)?.closest('button') as HTMLElement);
      const { detail } = await change;
      assertEqual(JSON.stringify(Object.keys(detail.users[0] ?? {})), '["id","username","realname"]', 'user fields');
      assertEqual(detail.value, 'zhaoxuemei', 'detail.value');
      assertEqual(detail.users[0]?.realname, '赵雪梅', 'detail.users');
      assertEqual(picker.value, 'zhaoxuemei', 'el.value');
      assertEqual((await picker.getUsers())[0]?.realname, '赵雪梅', 'getUsers()');
      assertEqual(new FormData(form).get('owner'), 'zhaoxuemei', 'submitted with the form');
      await waitFor(() => tags(picker).join() === '赵雪梅', 'the tag');
      picker.clear();
      await picker.updateComplete;
      assertEqual(picker.value, '', 'cleared');
      assertEqual(tags(picker).length, 0, 'no tags');
    } finally {
      form.remove();
    }
  });
});
