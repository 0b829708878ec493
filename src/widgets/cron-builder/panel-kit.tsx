import { Alert, Radio } from '@arco-design/web-react';
import { type ReactNode, useId } from 'react';
import {
  type BuilderParam,
  type BuilderUnit,
  type BuilderVariant,
  type IntBounds,
  paramBounds,
  setMode,
  setParam,
  setSpecify,
} from '../../core/cron';
import { IntInput, ModeRow } from './fields';
import { CUSTOM_LABEL, UNIT_TABS } from './labels';
import type { CronBuilderController } from './use-cron-builder';

export interface PanelProps {
  cron: CronBuilderController;
  variant: BuilderVariant;
  disabled?: boolean;
}

type NumberParam = Exclude<BuilderParam, 'specify'>;

/** Setters of one tab: each input also selects the mode it belongs to. */
export function panelActions(unit: BuilderUnit, { cron, variant }: PanelProps) {
  const bounds = (param: BuilderParam): IntBounds => paramBounds(unit, param, variant) ?? { min: 0, max: 0 };
  // The mode's type depends on the unit; the tabs only offer the modes of their own unit.
  const select = (mode: string) => cron.changeModel((m) => setMode(m, unit, mode as never));
  const setter = (param: NumberParam, mode: string) => (value: number) =>
    cron.changeModel((m) => setMode(setParam(m, unit, param, value, variant), unit, mode as never));
  const specify = (values: number[]) =>
    cron.changeModel((m) => setMode(setSpecify(m, unit, values, variant), unit, 'specify' as never));
  return { bounds, select, setter, specify };
}

/** A number input of one tab, labelled for assistive technology as e.g. "秒 区间开始". */
export function ParamInput(props: {
  unit: BuilderUnit;
  param: NumberParam;
  mode: string;
  label: string;
  panel: PanelProps;
  width?: number;
}) {
  const { unit, param, mode, panel } = props;
  const { bounds, setter, select } = panelActions(unit, panel);
  const state = panel.cron.model[unit] as unknown as Record<NumberParam, number>;
  return (
    <IntInput
      value={state[param]}
      bounds={bounds(param)}
      label={`${UNIT_TABS[unit]} ${props.label}`}
      disabled={panel.disabled}
      width={props.width}
      onChange={setter(param, mode)}
      onClick={() => {
        if ((panel.cron.model[unit] as { mode: string }).mode !== mode) select(mode);
      }}
    />
  );
}

/** The radios of a tab, one column: a native radio group (one Tab stop, arrow keys choose). */
export function ModeGroup(props: {
  value: string;
  onChange(mode: string): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Radio.Group
      name={useId()}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
      style={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}
    >
      {props.children}
    </Radio.Group>
  );
}

/** The "keep as is" radio of a part restored from an expression no mode expresses; shown only then. */
export function CustomRow(props: { custom: string }) {
  if (!props.custom) return null;
  return (
    <ModeRow value="custom" label={CUSTOM_LABEL}>
      <code
        style={{ fontFamily: 'var(--cron-builder-mono, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace)' }}
      >
        {props.custom}
      </code>
      <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>（无法用以上方式表示，原样保留）</span>
    </ModeRow>
  );
}

/** The engine's message about this tab's part, under its radios. */
export function PartError(props: { unit: BuilderUnit; cron: CronBuilderController }) {
  const problem = props.cron.problem;
  if (!problem || problem.unit !== props.unit) return null;
  return <Alert type="error" showIcon content={problem.message} style={{ marginTop: 8 }} />;
}
