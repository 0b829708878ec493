import type { BuiltInJob } from '../types';

/**
 * A job for the cluster tests only: holds its run for the parameter's milliseconds (default 60 s), so a
 * test can kill the instance while the run is in progress.
 */
export const holdJob: BuiltInJob = {
  className: 'test.cluster.HoldJob',
  name: '测试：长时间任务',
  description: '',
  parameterHint: '毫秒数',
  checkParameter: () => null,
  async run({ parameter }) {
    const ms = Number(parameter) || 60_000;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return `已持续${ms}毫秒`;
  },
};
