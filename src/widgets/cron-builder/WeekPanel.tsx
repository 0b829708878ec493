import { ModeRow, SpecifyGrid, WeekdaySelect } from './fields';
import { EVERY_LABEL, EXCLUSIVE_TIP, WEEKDAY_LABELS } from './labels';
import { CustomRow, ModeGroup, type PanelProps, ParamInput, PartError, panelActions } from './panel-kit';

type WeekdayParam = 'rangeStart' | 'rangeEnd' | 'loopStart' | 'lastWeekday' | 'nthWeekday';

/**
 * The 周 tab (day of week, 周日 … 周六): not set, every day, range, loop, specify, the last given weekday of the
 * month (`nL`) and the n-th given weekday (`n#m`). Choosing any of them makes the 日 part `?`.
 */
export function WeekPanel(props: PanelProps) {
  const { cron, disabled } = props;
  const state = cron.model.week;
  const { setter, select, specify } = panelActions('week', props);
  const weekday = (param: WeekdayParam, mode: string, label: string) => (
    <WeekdaySelect
      value={state[param]}
      label={`周 ${label}`}
      disabled={disabled}
      onChange={setter(param, mode)}
      onClick={() => (state.mode !== mode ? select(mode) : undefined)}
    />
  );
  return (
    <>
      <div style={{ color: 'var(--color-text-3)', fontSize: 12, marginBottom: 6 }}>{EXCLUSIVE_TIP}</div>
      <ModeGroup value={state.mode} onChange={select} disabled={disabled}>
        <ModeRow value="none" label="不设置 ?（按「日」执行）" />
        <ModeRow value="every" label={`${EVERY_LABEL.week} *`} />
        <ModeRow value="range" label="区间">
          从 {weekday('rangeStart', 'range', '区间开始')} 至 {weekday('rangeEnd', 'range', '区间结束')}
        </ModeRow>
        <ModeRow value="loop" label="循环">
          从 {weekday('loopStart', 'loop', '循环开始')} 开始，每{' '}
          <ParamInput unit="week" param="loopStep" mode="loop" label="循环间隔" panel={props} width={96} />{' '}
          天执行一次（至周六）
        </ModeRow>
        <ModeRow value="lastWeekday" label="本月最后一个">
          {weekday('lastWeekday', 'lastWeekday', '最后一个星期几')}（nL）
        </ModeRow>
        <ModeRow value="nthWeekday" label="本月第">
          <ParamInput unit="week" param="nth" mode="nthWeekday" label="第几个" panel={props} width={88} /> 个
          {weekday('nthWeekday', 'nthWeekday', '第几个星期几')}（n#m）
        </ModeRow>
        <ModeRow value="specify" label="指定" />
        <SpecifyGrid
          values={state.specify}
          disabled={disabled}
          columns={7}
          options={WEEKDAY_LABELS.map((label, value) => ({ value, label }))}
          onChange={specify}
        />
        <CustomRow custom={state.custom} />
      </ModeGroup>
      <PartError unit="week" cron={cron} />
    </>
  );
}
