import type { Plugin } from 'vite';

const BARREL = /\/src\/widgets\/[^/]+\/index\.ts$/;

/**
 * The widgets' `index.ts` files only re-export: marked free of side effects, with Rolldown's lazy barrels a
 * re-export nobody uses is never loaded. So a part a widget fetches on first use (`lazyPart`: a modal body, a
 * cell editor) that its folder's index also exports still gets a chunk of its own instead of riding in with
 * the index (the kit's `vite.lib.config.ts` and the host's `vite.config.ts`).
 */
export function lazyWidgetBarrels(): Plugin {
  return {
    name: 'wk-lazy-widget-barrels',
    options(options) {
      const treeshake = typeof options.treeshake === 'object' ? options.treeshake : {};
      const declared = treeshake.moduleSideEffects;
      if (declared !== undefined && typeof declared !== 'function') {
        throw new Error("wk-lazy-widget-barrels: combine it with the build's own moduleSideEffects");
      }
      return {
        ...options,
        experimental: { ...options.experimental, lazyBarrel: true },
        treeshake: {
          ...treeshake,
          moduleSideEffects: (id: string, external: boolean) => (BARREL.test(id) ? false : declared?.(id, external)),
        },
      };
    },
  };
}
