/** Types of `@arco-design/color` (the package ships none). */
declare module '@arco-design/color' {
  export function generate(
    color: string,
    options: { list: true; dark?: boolean; format?: 'hex' | 'rgb' | 'hsl' },
  ): string[];
  export function generate(
    color: string,
    options?: { list?: false; dark?: boolean; index?: number; format?: 'hex' | 'rgb' | 'hsl' },
  ): string;
  /** `'r,g,b'` of a colour, the form Arco's palette variables take. */
  export function getRgbStr(color: string): string;
}
