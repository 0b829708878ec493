/**
 * Greeting for the hour of `date` (JeecgBoot's `timeFix`, docs/business-spec.md §9): before 9 早上好, to 11
 * 上午好, to 13 中午好, before 20 下午好, else 晚上好. "to 11" and "to 13" include the whole hour,
 * as in JeecgBoot (`hour <= 11`, `hour <= 13`): 11:30 is still 上午好, 13:30 still 中午好.
 *
 * @example greeting(new Date(2026, 0, 1, 10, 0)) // '上午好'
 */
export function greeting(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}

/** JeecgBoot's welcome texts, shown under the greeting. */
export const WELCOME_TEXTS = ['休息一会儿吧', '准备吃什么呢?', '要不要打一把 DOTA', '我猜你可能累了'] as const;

/**
 * One welcome text picked at random; `random` is injectable for tests.
 *
 * @example welcome(() => 0) // '休息一会儿吧'
 */
export function welcome(random: () => number = Math.random): string {
  return WELCOME_TEXTS[Math.floor(random() * WELCOME_TEXTS.length)] ?? WELCOME_TEXTS[0];
}
