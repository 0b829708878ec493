import { isKitTag } from './tags';

/** What the loader needs to know of the ES-module build (vite.lib.config.ts writes it into wk-loader.js). */
export interface LoaderOptions {
  /** The folder of the ES modules (`…/elements/esm/`). */
  base: string;
  /** The loader script's CSP nonce, given to the preload links. */
  nonce?: string;
  /** Per tag, the files its module imports (the shared runtime chunks), preloaded with it. */
  chunks?: Readonly<Record<string, readonly string[]>>;
}

export interface ElementLoader {
  /** Defines `tag` by importing `esm/<tag>.js` (once; a failed load is tried again on the next call). */
  load(tag: string): Promise<void>;
}

/**
 * Loads the kit's elements on demand, each from its ES module next to the loader: the element's own chunk
 * plus the ONE shared runtime (React, Arco, the core, the kit layer) all of them import, so every element
 * loaded this way shares one React. The runtime's files are preloaded together with the element module
 * (one round trip instead of two).
 *
 * @example await createElementLoader({ base: 'https://erp.example.com/elements/esm/' }).load('notice-bell')
 */
export function createElementLoader({ base, nonce = '', chunks = {} }: LoaderOptions): ElementLoader {
  const loading = new Map<string, Promise<void>>();
  const preloaded = new Set<string>();

  function preload(files: readonly string[]): void {
    for (const file of files) {
      if (preloaded.has(file)) continue;
      preloaded.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, base).href;
      if (nonce) link.nonce = nonce;
      document.head.append(link);
    }
  }

  return {
    load(tag) {
      if (!isKitTag(tag)) return Promise.reject(new Error(`WidgetKit: the kit has no <${tag}> element`));
      if (customElements.get(tag)) return Promise.resolve();
      let pending = loading.get(tag);
      if (!pending) {
        preload(chunks[tag] ?? []);
        const url = new URL(`${tag}.js`, base).href;
        pending = import(/* @vite-ignore */ url)
          .then(() => customElements.whenDefined(tag))
          .then(
            () => undefined,
            (error: unknown) => {
              loading.delete(tag);
              throw new Error(`WidgetKit: could not load <${tag}> from ${url}`, { cause: error });
            },
          );
        loading.set(tag, pending);
      }
      return pending;
    },
  };
}
