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

/** A `::part()` name of an element (css-parts.ts says which nodes carry it). */
export interface CssPartSpec {
  description: string;
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
  /** `::part()` names, keyed by part (the popups' parts: spread POPUP_PARTS). Documentation only. */
  cssParts?: Record<string, CssPartSpec>;
  /** Design tokens of this element only (the kit's CSS_PROPERTIES apply to every element). Documentation only. */
  cssProperties?: CssPropertySpec[];
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

/**
 * The public design tokens, without their `--wk-` prefix: each Arco token `--x` of the kit is declared as
 * `var(--wk-x, <light or dark default>)` (host-styles.ts), so `--wk-x` set on `:root`, a wrapper or the
 * element wins; these listed ones also follow the element into its popups (portal-host.ts).
 */
export const THEME_TOKENS =
  'primary-1 primary-2 primary-3 primary-4 primary-5 primary-6 primary-7 danger-6 success-6 warning-6 color-text-1 color-text-2 color-text-3 color-text-4 color-bg-2 color-bg-3 color-bg-popup color-fill-2 color-border-2 color-neutral-3 border-radius-small border-radius-medium font-family font-size'.split(
    ' ',
  );

/**
 * The manifest's `cssProperties`: THEME_TOKENS documented (the default is the light theme's; each token
 * applies in the dark theme too: scope a dark-only value with e.g. `[theme="dark"] { … }`).
 */
export const CSS_PROPERTIES: CssPropertySpec[] = [
  {
    name: '--wk-primary-1',
    description: 'Primary colour, lightest tint: selected and hovered backgrounds (RGB triplet; dark 0,13,77)',
    default: '232,243,255',
  },
  { name: '--wk-primary-2', description: 'Primary colour tint (RGB triplet; dark 4,27,121)', default: '190,218,255' },
  {
    name: '--wk-primary-3',
    description: 'Primary colour tint: focus rings, disabled primary buttons (RGB triplet; dark 14,50,166)',
    default: '148,191,255',
  },
  { name: '--wk-primary-4', description: 'Primary colour tint (RGB triplet; dark 29,77,210)', default: '106,161,255' },
  {
    name: '--wk-primary-5',
    description: 'Primary colour, hover (RGB triplet; dark 48,111,255)',
    default: '64,128,255',
  },
  {
    name: '--wk-primary-6',
    description:
      "Primary (brand) colour: primary buttons, links, active tabs, checked boxes (RGB triplet like Arco's palette; dark 60,126,255)",
    default: '22,93,255',
  },
  {
    name: '--wk-primary-7',
    description: 'Primary colour, pressed (RGB triplet; dark 104,159,255)',
    default: '14,66,210',
  },
  {
    name: '--wk-danger-6',
    description: 'Error colour: delete buttons, validation messages (RGB triplet; dark 247,105,101)',
    default: '245,63,63',
  },
  { name: '--wk-success-6', description: 'Success colour (RGB triplet; dark 39,195,70)', default: '0,180,42' },
  { name: '--wk-warning-6', description: 'Warning colour (RGB triplet; dark 255,150,38)', default: '255,125,0' },
  { name: '--wk-color-text-1', description: 'Main text colour (dark rgba(255,255,255,.9))', default: 'rgb(29,33,41)' },
  {
    name: '--wk-color-text-2',
    description: 'Secondary text colour (dark rgba(255,255,255,.7))',
    default: 'rgb(78,89,105)',
  },
  {
    name: '--wk-color-text-3',
    description: 'Hint text colour (dark rgba(255,255,255,.5))',
    default: 'rgb(134,144,156)',
  },
  {
    name: '--wk-color-text-4',
    description: 'Disabled text and placeholder colour (dark rgba(255,255,255,.3))',
    default: 'rgb(201,205,212)',
  },
  { name: '--wk-color-bg-2', description: 'Background of the element: tables, panels (dark #232324)', default: '#fff' },
  { name: '--wk-color-bg-3', description: 'Background of modals (dark #2a2a2b)', default: '#fff' },
  { name: '--wk-color-bg-popup', description: 'Background of popovers and dropdowns (dark #373739)', default: '#fff' },
  {
    name: '--wk-color-fill-2',
    description: 'Fill of inputs and secondary buttons (dark rgba(255,255,255,.08))',
    default: 'rgb(242,243,245)',
  },
  {
    name: '--wk-color-border-2',
    description: 'Border colour of tags and input add-ons (dark rgb(72,72,73))',
    default: 'rgb(229,230,235)',
  },
  {
    name: '--wk-color-neutral-3',
    description: 'Line colour: borders of popovers, modal header and footer, tables, dividers (dark rgb(72,72,73))',
    default: 'rgb(229,230,235)',
  },
  { name: '--wk-border-radius-small', description: 'Radius of inputs, buttons and tags', default: '2px' },
  { name: '--wk-border-radius-medium', description: 'Radius of modals, popovers and cards', default: '4px' },
  {
    name: '--wk-font-family',
    description: 'Font of the element and its popups',
    default:
      'Inter, -apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", sans-serif',
  },
  { name: '--wk-font-size', description: 'Base font size of the element and its popups', default: '14px' },
];

/**
 * The parts of the popups (modals, popovers) an element opens. Popups render in the element's
 * `<wk-portal>` (body level, so no `overflow: hidden` clips them), another shadow tree than the element's:
 * a page styles them as `wk-portal[data-for="notice-bell"]::part(popup)`, never `notice-bell::part(popup)`.
 * `<tag>` in a description is the element's tag (generate-manifest.ts).
 */
export const POPUP_PARTS: Record<string, CssPartSpec> = {
  popup: {
    description: 'Popup box: a modal dialog or a popover. In the portal: `wk-portal[data-for="<tag>"]::part(popup)`',
  },
  header: {
    description: 'Title bar of a modal or popover. In the portal: `wk-portal[data-for="<tag>"]::part(header)`',
  },
  body: {
    description: 'Content of a modal or popover. In the portal: `wk-portal[data-for="<tag>"]::part(body)`',
  },
  footer: {
    description: 'Button row of a modal. In the portal: `wk-portal[data-for="<tag>"]::part(footer)`',
  },
};

/** The picker and preview tables shown in modals. */
export const PICKER_TABLE_PART: CssPartSpec = {
  description: 'The picker or preview table of a modal. In the portal: `wk-portal[data-for="<tag>"]::part(table)`',
};
