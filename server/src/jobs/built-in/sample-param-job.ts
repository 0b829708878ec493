import type { BuiltInJob } from '../types';

const MAX_LENGTH = 500;

/** 示例任务: touches no data, only records its parameter in the run log (JeecgBoot's SampleParamJob). */
export const sampleParamJob: BuiltInJob = {
  className: 'org.jeecg.modules.quartz.job.SampleParamJob',
  name: '示例任务',
  description: '不修改任何数据，只在执行日志中记录参数，用于检验调度是否正常',
  parameterHint: `任意文本（最多 ${MAX_LENGTH} 个字符），原样写入执行日志`,
  checkParameter(parameter) {
    return parameter.length > MAX_LENGTH ? `参数不能超过${MAX_LENGTH}个字符` : null;
  },
  async run({ parameter }) {
    return `示例任务执行完毕，参数：${parameter === '' ? '（无）' : parameter}`;
  },
};
