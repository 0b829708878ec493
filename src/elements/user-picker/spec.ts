import { PICKER_TABLE_PART, POPUP_PARTS, type WidgetSpec } from '../kit/spec';

/** `<user-picker>`: chosen users as tags plus the 选择用户 modal. */
export const userPickerSpec: WidgetSpec = {
  tag: 'user-picker',
  summary: 'Users chosen in the 选择用户 modal (by department, or a plain list), shown as removable tags',
  needsApi: true,
  cssParts: {
    trigger: { description: 'The 选择用户 button' },
    table: PICKER_TABLE_PART,
    ...POPUP_PARTS,
  },
  formValue: 'value',
  valueMissing: '请选择用户',
  attrs: {
    name: { type: 'string', description: 'Form field name: the value is submitted with the enclosing <form>' },
    multiple: { type: 'boolean', description: 'Allow several users' },
    max: { type: 'number', description: 'Most users a multiple choice may hold (0: no limit)' },
    placeholder: { type: 'string', description: 'Text shown while nothing is chosen', default: '请选择用户' },
    required: { type: 'boolean', description: 'A form does not submit while no user is chosen (请选择用户)' },
    disabled: { type: 'boolean', description: 'No choosing and no removing' },
    valueField: { type: 'string', description: 'What the value holds: `username` or `id`', default: 'username' },
    modal: { type: 'string', description: '`by-depart` (department tree) or `list`', default: 'by-depart' },
    shopId: { type: 'string', description: 'Only the departments and users of this shop' },
  },
  rich: {
    value: {
      type: 'string',
      attribute: 'value',
      description: 'Comma-separated usernames (or ids). The attribute sets it; the property reads the current one',
    },
    services: {
      type: 'Partial<PickerServices>',
      description: 'Data functions replacing the API calls (searchUsers, usersByValues, departChildren…)',
    },
  },
  events: {
    'wk-change': {
      description: 'The user chose or removed users',
      detail: '{ value: string; users: { id: string; username: string; realname: string }[] }',
    },
  },
  methods: {
    clear: { description: 'Removes every chosen user (fires no event)', signature: '() => void' },
    getUsers: {
      description:
        'The users of the current value, however it was set (attribute, property, the modal): resolves once their names are looked up; values the server does not know are left out',
      signature: '() => Promise<{ id: string; username: string; realname: string }[]>',
    },
  },
};
