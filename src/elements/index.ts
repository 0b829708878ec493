/**
 * Entry of the all-in-one element kit (`dist/elements/widget-kit.iife.js`, global `WidgetKit`).
 * Elements register themselves here as they are written; for now the kit only reports its version.
 */
export const version = '0.1.0';
