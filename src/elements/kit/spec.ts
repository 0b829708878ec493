/**
 * The public contract of one custom element, as plain data: `defineWidget()` builds the element from
 * it and the Custom Elements Manifest (`custom-elements.json`) is generated from the same objects, so
 * the documentation cannot drift from what the element does.
 */

/** How an attribute's text becomes a prop (booleans by presence; `"false"` also reads as false). */
export type AttrType = 'string' | 'number' | 'boolean' | 'json';

export interface AttrSpec {
  type: AttrType;
  description: string;
  /** Default shown in the manifest (the widget's own default applies when the attribute is absent). */
  default?: string;
}

/**
 * A property-only value (objects, arrays, functions): kept by identity, never written to an attribute.
 * `attribute` names an attribute that also sets it (the `value` of a form control: the attribute gives
 * the initial value, the property the current one).
 */
export interface RichSpec {
  type: string;
  description: string;
  attribute?: string;
  /** How the attribute's text is read (default `string`; `json` for server-rendered config). */
  attributeType?: 'string' | 'json';
  /** The getter asks the widget (the current rows of a table), not the last value set. */
  live?: boolean;
}

export interface EventSpec {
  description: string;
  /** TypeScript type of `event.detail` (always an object). */
  detail: string;
}

export interface MethodSpec {
  description: string;
  /** e.g. `(row?: Record<string, unknown>) => string[]` */
  signature: string;
}

export interface CssPropertySpec {
  name: string;
  description: string;
  default?: string;
}

export interface WidgetSpec {
  tag: string;
  /** One line for the manifest and the README. */
  summary: string;
  /** Needs the API (configure() or the api-base/token attributes); shows an inline error without it. */
  needsApi: boolean;
  /** Scalar attributes, keyed by camelCase property name (attribute = kebab-case). */
  attrs: Record<string, AttrSpec>;
  rich: Record<string, RichSpec>;
  /** Keyed by event name (`wk-…`). */
  events: Record<string, EventSpec>;
  methods: Record<string, MethodSpec>;
  /** Rich property submitted with a form when the element has a `name` (form-associated element). */
  formValue?: string;
  /** Message of a `required` form-associated element left empty (default `请填写此字段`). */
  valueMissing?: string;
}

/** `maxHeight` -> `max-height`. */
export function attributeName(property: string): string {
  return property.replace(/([a-z0-9])([A-Z])/g, (_m, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

/** Attributes, events and methods every element has (added by defineWidget). */
export const COMMON_ATTRS: Record<string, AttrSpec> = {
  theme: {
    type: 'string',
    description: '`dark` switches the element (and its popups) to the dark palette',
    default: 'light',
  },
  lang: {
    type: 'string',
    description: 'Language of the element and its popups (mirrored to the portal); the widgets speak Chinese',
    default: 'zh-CN',
  },
  apiBase: {
    type: 'string',
    description: 'API base URL incl. context path; same as configure({ apiBase }) (one configuration per page)',
  },
  token: { type: 'string', description: 'Access token; same as configure({ token })' },
  tenantId: {
    type: 'string',
    description: 'Tenant id sent as tenant-id / X-Tenant-Id; same as configure({ tenantId })',
  },
};

export const COMMON_EVENTS: Record<string, EventSpec> = {
  'wk-ready': { description: 'The element rendered for the first time', detail: '{ tag: string }' },
  'wk-error': {
    description:
      "A request of the element failed: the session ended (401 or Token失效; give a new token with configure), no answer came (network or CORS; reason 'network'), or the server refused it with a message shown (reason 'server')",
    detail: "{ message: string; reason: 'session' | 'network' | 'server'; session?: true; code?: number | string }",
  },
};

/** Members every form-associated element has (form-control.ts), as the manifest lists them. */
export const FORM_MEMBERS: { fields: Record<string, [string, string]>; methods: Record<string, MethodSpec> } = {
  fields: {
    form: ['HTMLFormElement | null', 'The form the element belongs to'],
    labels: ['NodeListOf<HTMLLabelElement>', 'The <label>s of the element'],
    validity: [
      'ValidityState',
      '`valueMissing` (required and empty), `customError` (invalid value, setCustomValidity())',
    ],
    validationMessage: ['string', 'The Chinese message the browser shows for an invalid element'],
    willValidate: ['boolean', 'False while disabled (also by a disabled <fieldset>)'],
    type: ['string', 'The tag name, as the type of a form control'],
  },
  methods: {
    checkValidity: { description: 'True when valid; else fires `invalid`', signature: '() => boolean' },
    reportValidity: {
      description: 'As checkValidity(), showing the message at the element',
      signature: '() => boolean',
    },
    setCustomValidity: {
      description: 'A custom error of the page (empty string: none), as on <input>',
      signature: '(message: string) => void',
    },
  },
};

/** The design tokens a page may set on an element (or a wrapper); popups receive them too. */
export const CSS_PROPERTIES: CssPropertySpec[] = [
  { name: '--primary-6', description: 'Primary colour as an RGB triplet (Arco token)', default: '22,93,255' },
  { name: '--primary-5', description: 'Primary colour, hover (RGB triplet)', default: '64,128,255' },
  { name: '--primary-7', description: 'Primary colour, active (RGB triplet)', default: '14,66,210' },
  { name: '--danger-6', description: 'Error colour (RGB triplet)', default: '245,63,63' },
  { name: '--color-text-1', description: 'Main text colour', default: 'rgba(29,33,41,1)' },
  { name: '--color-bg-2', description: 'Background of panels and popups', default: '#fff' },
  { name: '--color-border-2', description: 'Border colour', default: 'rgba(229,230,235,1)' },
  { name: '--border-radius-small', description: 'Radius of inputs and buttons', default: '2px' },
  {
    name: '--wk-font-family',
    description: 'Font of the element',
    default: 'Inter, "PingFang SC", "Microsoft YaHei", sans-serif',
  },
  { name: '--wk-font-size', description: 'Base font size of the element', default: '14px' },
];
