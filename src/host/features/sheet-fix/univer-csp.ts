import { ThemeSwitcherService } from '@univerjs/preset-sheets-core';
import 'sonner/dist/styles.css';

/** The CSS custom properties of a Univer theme (`--univer-primary-500: #…`), as Univer names them. */
function themeVariables(theme: object, prefix = '--univer'): string[] {
  return Object.entries(theme).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? themeVariables(value as object, `${prefix}-${key}`)
      : [`${prefix}-${key}: ${String(value)};`],
  );
}

let themeSheet: CSSStyleSheet | undefined;

/**
 * Univer writes its theme's variables into a `<style>` element, which the admin's CSP refuses (issue 20: no
 * inline style elements). The theme goes into a constructed style sheet instead, which CSP allows.
 * Sonner's toast CSS comes as a file (its own injection is turned off by scripts/vite-csp-styles.ts).
 */
export function keepUniverWithinCsp(): void {
  ThemeSwitcherService.prototype.injectThemeToHead = (theme) => {
    themeSheet ??= new CSSStyleSheet();
    themeSheet.replaceSync(`:root {\n${themeVariables(theme).join('\n')}\n}`);
    if (!document.adoptedStyleSheets.includes(themeSheet)) {
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, themeSheet];
    }
  };
}
