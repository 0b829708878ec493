import type { Db } from '../db/database';
import { type CheckInRow, checkIn, leaveCluster } from './cluster-store';
import type { JobLogger } from './run-log';

/**
 * This instance's presence in quartz_scheduler_state: checked in while anything holds it (the started
 * scheduler, and every run in progress, so a manual run on an instance that does not schedule is not
 * taken for lost), removed when the last hold goes.
 */
export interface ClusterMember {
  /** Takes a hold; the first one checks in and starts the periodic check-ins. Resolves to the job counter. */
  join(): Promise<number>;
  /** Gives a hold back; the last one stops the check-ins and deletes this instance's row. */
  leave(): Promise<void>;
  /** Stops the check-ins, holds or not (the process is going away: its row goes stale and is recovered). */
  halt(): void;
}

export interface ClusterMemberOptions {
  db: Db;
  me: CheckInRow;
  log: JobLogger;
  /** After every periodic check-in, with quartz_job's change counter (the scheduler reloads, recovers). */
  onCheckIn(generation: number): Promise<void>;
}

/** @example const member = createClusterMember({ db, me, log, onCheckIn: async (g) => {} }); await member.join(); */
export function createClusterMember({ db, me, log, onCheckIn }: ClusterMemberOptions): ClusterMember {
  let holds = 0;
  let active = false;
  let timer: NodeJS.Timeout | null = null;
  let joined: Promise<number> | null = null;
  // One statement of this instance's row at a time, so a leave's DELETE never overtakes a join's check-in.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.then(step);
    queue = next.catch(() => undefined);
    return next;
  };

  const disarm = () => {
    active = false;
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const arm = () => {
    if (!active || timer) return;
    timer = setTimeout(beat, me.checkinIntervalMs);
    // Check-ins alone must not keep the process alive (the listening server does).
    timer.unref();
  };

  async function beat() {
    timer = null;
    if (!active) return;
    try {
      await onCheckIn(await serial(() => checkIn(db, me)));
    } catch (error) {
      log.error(`定时任务实例 ${me.instanceId} 签到失败：${String(error)}`);
    }
    arm();
  }

  return {
    join() {
      holds += 1;
      active = true;
      arm();
      if (!joined) {
        const first = serial(() => checkIn(db, me));
        joined = first;
        // A failed first check-in is tried again by the next join (the periodic one retries as well).
        first.catch(() => {
          if (joined === first) joined = null;
        });
      }
      return joined;
    },
    async leave() {
      holds = Math.max(0, holds - 1);
      if (holds > 0) return;
      disarm();
      joined = null;
      try {
        await serial(() => leaveCluster(db, me.instanceId));
      } catch (error) {
        log.error(`定时任务实例 ${me.instanceId} 注销失败：${String(error)}`);
      }
    },
    halt: disarm,
  };
}
