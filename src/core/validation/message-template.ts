/** The column fields a cell-rule message may refer to. */
export interface TemplateColumn {
  title: string;
  key: string;
  defaultValue?: unknown;
}

const PLACEHOLDER = /\$\{(title|key|defaultValue)\}/g;

/**
 * Replaces JeecgBoot's `${title}`, `${key}` and `${defaultValue}` placeholders. A missing default value
 * becomes '' (JeecgBoot printed "undefined"). A replacer function is used so `$&`-like text in a title
 * is inserted literally.
 *
 * @example fillMessageTemplate('${title}不能为空', { title: '名称', key: 'name' }) // '名称不能为空'
 */
export function fillMessageTemplate(template: string, column: TemplateColumn): string {
  return template.replace(PLACEHOLDER, (_match, name: 'title' | 'key' | 'defaultValue') => {
    const value = column[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
