import { Select } from '@arco-design/web-react';
import { useContext } from 'react';
import { ModeRow, numberOptions, PopupContainerContext, SpecifyGrid } from './fields';
import { EVERY_LABEL, STEP_WORD, UNIT_WORD } from './labels';
import { CustomRow, ModeGroup, type PanelProps, ParamInput, PartError, panelActions } from './panel-kit';

type BasicUnit = 'second' | 'minute' | 'hour' | 'month' | 'year';

/** Checkbox grid layout per unit: columns and labels. */
const GRIDS: Record<Exclude<BasicUnit, 'year'>, { columns: number; pad: boolean; suffix: string }> = {
  second: { columns: 10, pad: true, suffix: '' },
  minute: { columns: 10, pad: true, suffix: '' },
  hour: { columns: 12, pad: true, suffix: '' },
  month: { columns: 6, pad: false, suffix: '月' },
};

/**
 * The 秒 / 分 / 时 / 月 / 年 tabs: every, range (from a to b), loop (from start every step) and specify; the year
 * can also be left out (six-part expression).
 */
export function BasicPanel(props: PanelProps & { unit: BasicUnit }) {
  const { unit, cron, disabled } = props;
  const state = cron.model[unit];
  const { bounds, select, specify } = panelActions(unit, props);
  const getPopupContainer = useContext(PopupContainerContext);
  const word = UNIT_WORD[unit];
  const input = (param: 'rangeStart' | 'rangeEnd' | 'loopStart' | 'loopStep', mode: string, label: string) => (
    <ParamInput unit={unit} param={param} mode={mode} label={label} panel={props} width={unit === 'year' ? 124 : 104} />
  );
  const specifyBounds = bounds('specify');
  return (
    <>
      <ModeGroup value={state.mode} onChange={select} disabled={disabled}>
        {unit === 'year' && <ModeRow value="none" label="不设置（省略年份）" />}
        <ModeRow value="every" label={`${EVERY_LABEL[unit]} *`} />
        <ModeRow value="range" label="区间">
          从 {input('rangeStart', 'range', '区间开始')} {word} 至 {input('rangeEnd', 'range', '区间结束')} {word}
        </ModeRow>
        <ModeRow value="loop" label="循环">
          从 {input('loopStart', 'loop', '循环开始')} {word}开始，每 {input('loopStep', 'loop', '循环间隔')}{' '}
          {STEP_WORD[unit]}执行一次
        </ModeRow>
        <ModeRow value="specify" label="指定">
          {unit === 'year' && (
            <Select
              size="small"
              mode="multiple"
              aria-label="年 指定年份"
              placeholder="选择年份"
              value={state.specify}
              disabled={disabled}
              maxTagCount={6}
              style={{ flex: 1, minWidth: 240 }}
              getPopupContainer={getPopupContainer}
              onChange={(values: number[]) => (values.length > 0 ? specify(values) : undefined)}
              options={numberOptions(specifyBounds.min, specifyBounds.max)}
            />
          )}
        </ModeRow>
        {unit !== 'year' && (
          <SpecifyGrid
            values={state.specify}
            disabled={disabled}
            columns={GRIDS[unit].columns}
            options={numberOptions(specifyBounds.min, specifyBounds.max, GRIDS[unit].pad, GRIDS[unit].suffix)}
            onChange={specify}
          />
        )}
        <CustomRow custom={state.custom} />
      </ModeGroup>
      <PartError unit={unit} cron={cron} />
    </>
  );
}
