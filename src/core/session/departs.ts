import { getAction, putAction, unwrap } from '../http';
import { local, StorageKeys, StorageTtl } from '../storage';
import { requireUser } from './require-user';
import { sessionStore } from './session-store';
import type { Department, LoginUserInfo } from './types';

export interface CurrentDeparts {
  departs: Department[];
  /** The department the user works in now: the dialog preselects it. */
  orgCode: string | null;
}

/**
 * The user's departments and current orgCode (GET /sys/user/getCurrentUserDeparts). An empty
 * `departs` is the case for `NO_DEPART_MESSAGE` (您尚未设置部门信息!).
 *
 * @example const { departs, orgCode } = await loadCurrentDeparts();
 */
export async function loadCurrentDeparts(): Promise<CurrentDeparts> {
  const result = unwrap(
    await getAction<{ list?: Department[] | null; orgCode?: string | null }>('/sys/user/getCurrentUserDeparts'),
  );
  const departs = Array.isArray(result?.list) ? result.list : [];
  sessionStore.setState({ departs });
  return { departs, orgCode: result?.orgCode || null };
}

/**
 * Switches the user's current department (PUT /sys/selectDepart); the returned user info replaces
 * the stored one. Rejects with the server's message on refusal, or 当前系统无登录用户! (also warned)
 * when nobody is logged in.
 *
 * @example const user = await selectDepart('A01A02');
 */
export async function selectDepart(orgCode: string): Promise<LoginUserInfo> {
  const current = requireUser();
  const result = unwrap(
    await putAction<{ userInfo?: LoginUserInfo | null }>('/sys/selectDepart', { orgCode, username: current.username }),
  );
  // Older servers answer without userInfo: keep the user and record the new department.
  const userInfo = result?.userInfo ?? { ...current, orgCode };
  local.set(StorageKeys.userInfo, userInfo, StorageTtl.week);
  sessionStore.setState({ userInfo });
  return userInfo;
}
