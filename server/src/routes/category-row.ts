/**
 * What a category row is in both category tables: the platform's sys_category (permission area) and a
 * tenant's bus_category (shop area) are trees of the same JeecgBoot shape.
 */

/** The pid of a top-level category (JeecgBoot's root marker). */
export const ROOT_PID = '0';

/**
 * The columns every category row has, whichever table holds it.
 *
 * @example interface CategoryRow extends CategoryRowBase { has_child: string }
 */
export interface CategoryRowBase {
  id: string;
  pid: string;
  name: string;
  code: string;
}
