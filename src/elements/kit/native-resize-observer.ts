/** Stands in for `resize-observer-polyfill` in the element bundles (see vite.lib.config.ts). */
export default globalThis.ResizeObserver;
