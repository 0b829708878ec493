/**
 * Where the kit's side files (`workbook-reader.js`, `sanitizer.js`) are: next to the kit script. A
 * classic bundle finds its own `<script>` while its modules run (`document.currentScript`, captured
 * here: it is null later). ES modules have none: `wk-loader.js` announces itself before it imports
 * the runtime, and so does a classic bundle whose modules run late (see loader/kit-script-guard.ts).
 */
export interface KitScript {
  src: string;
  nonce: string;
}

const SLOT = Symbol.for('wk.element-kit.script');

type Scope = typeof globalThis & { [SLOT]?: KitScript };

const running = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;

/** The kit script announced by the loader (or a late-running bundle), if any. */
export function announcedKitScript(): KitScript | undefined {
  return (globalThis as Scope)[SLOT];
}

/** Announces `script` as the kit script of ES modules loaded later; the first announcement stays. */
export function announceKitScript(script: HTMLScriptElement | null): void {
  const scope = globalThis as Scope;
  if (script?.src && !scope[SLOT]) scope[SLOT] = { src: script.src, nonce: script.nonce };
}

/** The running kit script: this classic bundle's own, else the announced one. */
export function kitScript(): KitScript | undefined {
  return running?.src ? { src: running.src, nonce: running.nonce } : announcedKitScript();
}
