/**
 * A duration in seconds as 天/小时/分钟 (at least minutes).
 *
 * @example duration(90061) // '1天1小时1分钟'
 */
export function duration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  return `${days ? `${days}天` : ''}${days || hours ? `${hours}小时` : ''}${minutes}分钟`;
}
