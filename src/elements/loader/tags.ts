/** The kit's five elements, as `wk-loader.js` and the all-in-one bundle define them. */
export const KIT_TAGS = ['cron-builder', 'editable-table', 'import-dialog', 'notice-bell', 'user-picker'] as const;

export type KitTag = (typeof KIT_TAGS)[number];

export const isKitTag = (name: string): name is KitTag => (KIT_TAGS as readonly string[]).includes(name);
