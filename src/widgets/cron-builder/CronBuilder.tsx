import { Input, Tabs } from '@arco-design/web-react';
import { type CSSProperties, type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BUILDER_UNITS, type BuilderUnit, PREVIEW_DEBOUNCE_MS } from '../../core/cron';
import { BasicPanel } from './BasicPanel';
import { CronPreview } from './CronPreview';
import { DayPanel } from './DayPanel';
import { arrowKey, PopupContainerContext } from './fields';
import { TITLE, UNIT_TABS } from './labels';
import type { PanelProps } from './panel-kit';
import { useCronBuilderController, useDebouncedValue } from './use-cron-builder';
import { WeekPanel } from './WeekPanel';

export interface CronBuilderProps {
  /** The Quartz expression (controlled). '' shows the default `0 * * * * ?` until the user changes something. */
  value?: string;
  /** Initial expression when uncontrolled. */
  defaultValue?: string;
  /** Every change the user makes, in the tabs or by typing; the expression may be invalid while being typed. */
  onChange?: (expression: string) => void;
  /** The six-tab variant: no 秒 tab (the second keeps its value, 0 for a new expression). */
  hideSecond?: boolean;
  /** IANA zone of the preview (the job's zone; default the browser's). */
  timeZone?: string;
  /** Show the run-time preview (default true). */
  showPreview?: boolean;
  disabled?: boolean;
  /** Where the selects open (a positioned element; inside a shadow root, its portal host). */
  getPopupContainer?: (node: HTMLElement) => Element;
  className?: string;
  style?: CSSProperties;
}

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const summaryStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  marginTop: 12,
  border: '1px solid var(--color-border-2)',
  borderRadius: 'var(--border-radius-small, 2px)',
  overflow: 'hidden',
  textAlign: 'center',
};

/**
 * The inline cron builder: tabs 秒 分 时 日 月 周 年 with the mode radios of each unit, the expression (editable:
 * typing restores the tabs), the per-part summary, and a live preview of the next 10 run times.
 *
 * @example
 * <CronBuilder value={cron} onChange={setCron} timeZone="Asia/Shanghai" />
 */
export function CronBuilder(props: CronBuilderProps) {
  const { hideSecond, disabled, getPopupContainer } = props;
  const cron = useCronBuilderController(props);
  const variant = useMemo(() => ({ hideSecond }), [hideSecond]);
  const units = hideSecond ? BUILDER_UNITS.filter((u) => u !== 'second') : BUILDER_UNITS;
  const [chosenTab, setActiveTab] = useState<BuilderUnit>(units[0] ?? 'minute');
  const activeTab = units.includes(chosenTab) ? chosenTab : (units[0] ?? 'minute');
  const panel: PanelProps = { cron, variant, disabled };
  const settledText = useDebouncedValue(cron.text, PREVIEW_DEBOUNCE_MS);
  const textInvalid = settledText === cron.text && cron.problem !== null;
  const box = useRef<HTMLDivElement>(null);
  // WAI-ARIA tabs: the tab list is one Tab stop (the active tab), the panel none (its controls are stops).
  // Arco renders every title with tabIndex 0 and never resets it; it sets the panel's on each change.
  useLayoutEffect(() => {
    for (const node of box.current?.querySelectorAll<HTMLElement>('[role=tab],[role=tabpanel]') ?? []) {
      node.tabIndex = node.getAttribute('aria-selected') === 'true' ? 0 : -1;
    }
  });
  // Left/Right (wrapping), Home and End move to and open a tab.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).getAttribute('role') !== 'tab') return;
    const tabs = [...event.currentTarget.querySelectorAll('[role=tab]')];
    const tab = arrowKey(event, tabs);
    if (tab) setActiveTab(units[tabs.indexOf(tab)] as BuilderUnit);
  };

  return (
    <PopupContainerContext.Provider value={getPopupContainer}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys of Arco's tab list, delegated */}
      <div ref={box} onKeyDown={onKeyDown} className={props.className} style={{ width: '100%', ...props.style }}>
        <Tabs
          type="card-gutter"
          size="small"
          activeTab={activeTab}
          onChange={(key) => setActiveTab(key as BuilderUnit)}
          destroyOnHide
        >
          {units.map((unit) => (
            <Tabs.TabPane key={unit} title={<TabTitle unit={unit} invalid={cron.problem?.unit === unit} />}>
              <div style={{ padding: '8px 4px 0', minHeight: 236 }}>
                {unit === 'day' ? (
                  <DayPanel {...panel} />
                ) : unit === 'week' ? (
                  <WeekPanel {...panel} />
                ) : (
                  <BasicPanel {...panel} unit={unit} />
                )}
              </div>
            </Tabs.TabPane>
          ))}
        </Tabs>
        <PartsSummary text={cron.text} units={units} active={activeTab} onSelect={setActiveTab} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }}>
          <span style={{ color: 'var(--color-text-2)', whiteSpace: 'nowrap' }}>{TITLE}</span>
          <Input
            aria-label={TITLE}
            value={cron.text}
            disabled={disabled}
            status={textInvalid ? 'error' : undefined}
            onChange={(text) => cron.changeText(text)}
            style={{ fontFamily: MONO }}
          />
        </div>
        {props.showPreview !== false && <CronPreview expression={cron.text} timeZone={props.timeZone} />}
      </div>
    </PopupContainerContext.Provider>
  );
}

function TabTitle(props: { unit: BuilderUnit; invalid: boolean }) {
  return (
    <span
      aria-invalid={props.invalid || undefined}
      style={props.invalid ? { color: 'rgb(var(--danger-6))' } : undefined}
    >
      {UNIT_TABS[props.unit]}
      {props.invalid && <span aria-hidden="true"> •</span>}
    </span>
  );
}

/** One cell per part of the expression: the tab name over the part's text; a click opens the tab (keyboard: the tabs). */
function PartsSummary(props: {
  text: string;
  units: readonly BuilderUnit[];
  active: BuilderUnit;
  onSelect(unit: BuilderUnit): void;
}) {
  const parts = props.text.trim().split(/\s+/);
  return (
    <div style={summaryStyle}>
      {BUILDER_UNITS.map((unit, index) => {
        const shown = props.units.includes(unit);
        const text = parts[index] ?? '';
        const active = props.active === unit;
        return (
          <button
            key={unit}
            type="button"
            tabIndex={-1}
            disabled={!shown}
            onClick={() => props.onSelect(unit)}
            title={text}
            style={{
              border: 0,
              borderLeft: index === 0 ? 0 : '1px solid var(--color-border-2)',
              padding: '4px 2px',
              background: active ? 'var(--color-primary-light-1)' : 'var(--color-bg-2)',
              color: 'inherit',
              font: 'inherit',
              cursor: shown ? 'pointer' : 'default',
              minWidth: 0,
            }}
          >
            <div style={{ fontSize: 12, color: active ? 'rgb(var(--primary-6))' : 'var(--color-text-3)' }}>
              {UNIT_TABS[unit]}
            </div>
            <div
              style={{
                fontFamily: MONO,
                color: text ? 'var(--color-text-1)' : 'var(--color-text-4)',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {text || '—'}
            </div>
          </button>
        );
      })}
    </div>
  );
}
