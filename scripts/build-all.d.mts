/** Builds the admin and the element kit (see build-all.mjs). */
export function buildAll(): Promise<void>;
