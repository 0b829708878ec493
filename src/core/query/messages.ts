/** The query modal's messages (docs/widgets-spec.md §5 "Query modal"), verbatim. */
export const SuperQueryMessages = {
  emptySearch: '不能查询空条件',
  emptySave: '空条件不能保存',
  emptyName: '保存名称不能为空',
} as const;

/**
 * The confirmation asked before a saved query of the same name is replaced.
 *
 * @example overwritePrompt('本月新客') // '本月新客 已存在，是否覆盖？'
 */
export function overwritePrompt(title: string): string {
  return `${title} 已存在，是否覆盖？`;
}
