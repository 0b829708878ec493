import { POPUP_PARTS, type WidgetSpec } from '../kit/spec';

/** `<cron-builder>`: a Quartz cron expression field (or the full inline builder). */
export const cronBuilderSpec: WidgetSpec = {
  tag: 'cron-builder',
  summary: 'Quartz cron expression: a field with the cron表达式 dialog, or the inline builder (variant="inline")',
  needsApi: false,
  cssParts: {
    trigger: { description: 'The expression field with its 选择 button (variant input)' },
    ...POPUP_PARTS,
  },
  formValue: 'value',
  valueMissing: '请输入cron表达式',
  attrs: {
    name: { type: 'string', description: 'Form field name: the expression is submitted with the enclosing <form>' },
    variant: {
      type: 'string',
      description: '`input` (field + 选择 dialog) or `inline` (tabs, summary, preview)',
      default: 'input',
    },
    required: {
      type: 'boolean',
      description: 'A form does not submit while the expression is empty (an invalid expression never submits)',
    },
    disabled: { type: 'boolean', description: 'Read-only field and builder' },
    hideSecond: { type: 'boolean', description: 'Six-part variant without the 秒 tab' },
    timeZone: { type: 'string', description: "IANA zone of the run-time preview (default the browser's)" },
    placeholder: { type: 'string', description: 'Placeholder of the field', default: '请输入cron表达式' },
  },
  rich: {
    value: {
      type: 'string',
      attribute: 'value',
      description: 'The expression. The attribute sets it; the property reads the current one (as <input>)',
    },
  },
  events: {
    'wk-change': {
      description: "The user changed the expression (typing, tabs, the dialog's 确定)",
      detail: '{ value: string; valid: boolean; message: string | null }',
    },
  },
  methods: {
    validate: {
      description: 'Checks the current expression with the Quartz engine',
      signature: '() => { valid: boolean; message: string | null }',
    },
    reset: { description: 'Back to the `value` attribute (or empty)', signature: '() => void' },
  },
};
