import { cronBuilderSpec } from '../cron-builder/spec';
import { editableTableSpec } from '../editable-table/spec';
import { importDialogSpec } from '../import-dialog/spec';
import { attributeName, COMMON_ATTRS, COMMON_EVENTS, CSS_PROPERTIES, FORM_MEMBERS, type WidgetSpec } from '../kit/spec';
import { noticeBellSpec } from '../notice-bell/spec';
import { userPickerSpec } from '../user-picker/spec';

export const ELEMENT_SPECS: WidgetSpec[] = [
  cronBuilderSpec,
  editableTableSpec,
  importDialogSpec,
  noticeBellSpec,
  userPickerSpec,
];

const TS_OF_ATTR = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' } as const;

function declaration(spec: WidgetSpec) {
  const attrs = { ...COMMON_ATTRS, ...spec.attrs };
  const className = spec.tag.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase()).concat('Element');
  return {
    kind: 'class',
    name: className,
    tagName: spec.tag,
    customElement: true,
    description: spec.summary,
    attributes: [
      ...Object.entries(attrs).map(([name, attr]) => ({
        name: attributeName(name),
        fieldName: name,
        type: { text: TS_OF_ATTR[attr.type] },
        description: attr.description,
        ...(attr.default === undefined ? {} : { default: attr.default }),
      })),
      ...Object.entries(spec.rich)
        .filter(([, rich]) => rich.attribute)
        .map(([name, rich]) => ({
          name: rich.attribute,
          fieldName: name,
          type: { text: rich.attributeType === 'json' ? 'string (JSON)' : 'string' },
          description: rich.description,
        })),
    ],
    members: [
      ...Object.entries(attrs).map(([name, attr]) => ({
        kind: 'field',
        name,
        type: { text: TS_OF_ATTR[attr.type] },
        description: attr.description,
        attribute: attributeName(name),
        reflects: true,
      })),
      ...Object.entries(spec.rich).map(([name, rich]) => ({
        kind: 'field',
        name,
        type: { text: rich.type },
        description: `${rich.description} (property; kept by identity, never serialised)`,
        ...(rich.attribute ? { attribute: rich.attribute } : {}),
      })),
      {
        kind: 'field',
        name: 'updateComplete',
        type: { text: 'Promise<void>' },
        readonly: true,
        description: 'Resolves once pending attribute/property changes are rendered',
      },
      ...Object.entries(spec.formValue ? FORM_MEMBERS.fields : {}).map(([name, [type, description]]) => ({
        kind: 'field',
        name,
        type: { text: type },
        readonly: true,
        description,
      })),
      ...Object.entries({ ...spec.methods, ...(spec.formValue ? FORM_MEMBERS.methods : {}) }).map(([name, method]) => ({
        kind: 'method',
        name,
        description: method.description,
        signature: method.signature,
      })),
    ],
    events: Object.entries({ ...COMMON_EVENTS, ...spec.events }).map(([name, event]) => ({
      name,
      type: { text: `CustomEvent<${event.detail}>` },
      description: `${event.description} (bubbles, composed)`,
    })),
    cssProperties: [...CSS_PROPERTIES, ...(spec.cssProperties ?? [])].map((property) => ({ ...property })),
    cssParts: Object.entries(spec.cssParts ?? {}).map(([name, part]) => ({
      name,
      description: part.description.replaceAll('<tag>', spec.tag),
    })),
  };
}

/** The Custom Elements Manifest (schema 2.1.0) of the kit, generated from the element specs. */
export function manifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md#embedding-the-elements',
    modules: ELEMENT_SPECS.map((spec) => ({
      kind: 'javascript-module',
      path: `src/elements/${spec.tag}/index.ts`,
      declarations: [declaration(spec)],
      exports: [{ kind: 'custom-element-definition', name: spec.tag, declaration: { name: declaration(spec).name } }],
    })),
  };
}

export function manifestJson(): string {
  return `${JSON.stringify(manifest(), null, 2)}\n`;
}
