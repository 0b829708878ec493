import type { QueryKey } from '@tanstack/react-query';

/** The calls of a JeecgBoot resource, named by the path segment the back end gives each. */
export type ResourceCall =
  | 'list'
  | 'queryById'
  | 'add'
  | 'edit'
  | 'delete'
  | 'deleteBatch'
  | 'exportXls'
  | 'importExcel';

export const RESOURCE_CALLS: readonly ResourceCall[] = [
  'list',
  'queryById',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'exportXls',
  'importExcel',
];

/** The URL of each call a resource offers; an absent call is one the page does not have. */
export type ResourceUrls = Partial<Record<ResourceCall, string>>;

/**
 * Where a resource lives: `resource` derives `<resource>/<call>` for every call, `without` drops the calls
 * the back end does not offer, and `url` overrides the JeecgBoot paths that differ (or, alone, names them all).
 */
export interface ResourceSpec {
  resource?: string;
  without?: readonly ResourceCall[];
  url?: ResourceUrls;
}

/**
 * The URLs of a resource's calls.
 *
 * @example resourceUrls({ resource: '/sys/position', without: ['importExcel'] }).list // '/sys/position/list'
 */
export function resourceUrls(spec: ResourceSpec): ResourceUrls {
  const derived: ResourceUrls = {};
  if (spec.resource) {
    const base = spec.resource.replace(/\/+$/, '');
    for (const call of RESOURCE_CALLS) if (!spec.without?.includes(call)) derived[call] = `${base}/${call}`;
  }
  return { ...derived, ...spec.url };
}

/**
 * The cache key every query of a resource starts with: its name, else its list URL. A write invalidates
 * all queries under it (lists, single records, look-ups keyed by the same name).
 *
 * @example resourceKey({ resource: '/sys/position' }) // ['/sys/position']
 */
export function resourceKey(spec: ResourceSpec): QueryKey {
  return [spec.resource ?? spec.url?.list ?? spec.url?.queryById ?? 'resource'];
}
