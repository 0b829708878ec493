import { Alert, Button } from '@arco-design/web-react';
import { dayChoice, setMode } from '../../core/cron';
import { ModeRow, numberOptions, SpecifyGrid } from './fields';
import { EVERY_LABEL, EXCLUSIVE_TIP } from './labels';
import { CustomRow, ModeGroup, type PanelProps, ParamInput, PartError, panelActions } from './panel-kit';

type DayParam = 'rangeStart' | 'rangeEnd' | 'loopStart' | 'loopStep' | 'workday' | 'beforeEnd';

/**
 * The 日 tab (day of month): not set, every day, range, loop, nearest workday `nW`, last day `L`, last workday
 * `LW`, days before month end `L-n`, specify. While the 周 tab decides the day, this tab is disabled and emits `?`.
 */
export function DayPanel(props: PanelProps) {
  const { cron, disabled } = props;
  const state = cron.model.day;
  const choice = dayChoice(cron.model);
  const byWeek = choice === 'none';
  const { bounds, select, specify } = panelActions('day', props);
  const locked = disabled || byWeek;
  const input = (param: DayParam, mode: string, label: string) => (
    <ParamInput unit="day" param={param} mode={mode} label={label} panel={{ ...props, disabled: locked }} width={96} />
  );
  const specifyBounds = bounds('specify');
  return (
    <>
      {byWeek ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          content={
            <span>
              已在「周」中设置执行日，「日」为 ?。
              <Button
                type="text"
                size="mini"
                disabled={disabled}
                onClick={() => cron.changeModel((m) => setMode(m, 'week', 'none'))}
              >
                改为按日设置
              </Button>
            </span>
          }
        />
      ) : (
        <div style={{ color: 'var(--color-text-3)', fontSize: 12, marginBottom: 6 }}>{EXCLUSIVE_TIP}</div>
      )}
      <ModeGroup value={choice} onChange={select} disabled={disabled}>
        <ModeRow value="none" label="不设置 ?" disabled={byWeek} />
        <ModeRow value="every" label={`${EVERY_LABEL.day} *`} disabled={locked} />
        <ModeRow value="range" label="区间" disabled={locked}>
          从 {input('rangeStart', 'range', '区间开始')} 日 至 {input('rangeEnd', 'range', '区间结束')} 日
        </ModeRow>
        <ModeRow value="loop" label="循环" disabled={locked}>
          从 {input('loopStart', 'loop', '循环开始')} 日开始，每 {input('loopStep', 'loop', '循环间隔')} 天执行一次
        </ModeRow>
        <ModeRow value="workday" label="工作日" disabled={locked}>
          每月 {input('workday', 'workday', '最近工作日')} 号最近的那个工作日（W）
        </ModeRow>
        <ModeRow value="lastDay" label="本月最后一天 L" disabled={locked} />
        <ModeRow value="lastWorkday" label="本月最后一个工作日 LW" disabled={locked} />
        <ModeRow value="beforeEnd" label="月末前" disabled={locked}>
          本月最后一天的前 {input('beforeEnd', 'beforeEnd', '月末前天数')} 天（L-n）
        </ModeRow>
        <ModeRow value="specify" label="指定" disabled={locked} />
        <SpecifyGrid
          values={state.specify}
          disabled={locked}
          columns={10}
          options={numberOptions(specifyBounds.min, specifyBounds.max)}
          onChange={specify}
        />
        {!byWeek && <CustomRow custom={state.custom} />}
      </ModeGroup>
      <PartError unit="day" cron={cron} />
    </>
  );
}
