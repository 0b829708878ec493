import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  type BuilderUnit,
  type BuilderVariant,
  type CronBuilderModel,
  createBuilderModel,
  expressionFromModel,
  expressionProblem,
  modelFromExpression,
} from '../../core/cron';

export interface CronBuilderControllerOptions extends BuilderVariant {
  /** Controlled expression; '' shows the default schedule (`0 * * * * ?`) until the user changes something. */
  value?: string;
  defaultValue?: string;
  onChange?: (expression: string) => void;
}

export interface CronBuilderController {
  model: CronBuilderModel;
  /** The expression shown in the text box (what the tabs build, or what was typed). */
  text: string;
  /** The engine's error for `text` and the tab it concerns (null tab: the expression as a whole). */
  problem: { unit: BuilderUnit | null; message: string } | null;
  /** A tab changed the model: the expression is rebuilt and emitted. */
  changeModel(update: (model: CronBuilderModel) => CronBuilderModel): void;
  /** The expression was typed: the tabs follow when it has the builder's shape. */
  changeText(text: string): void;
}

interface State {
  model: CronBuilderModel;
  text: string;
}

function restore(text: string, base: CronBuilderModel, variant: BuilderVariant): CronBuilderModel | null {
  try {
    return modelFromExpression(text, { ...variant, base });
  } catch {
    return null;
  }
}

function stateFor(value: string | undefined, base: CronBuilderModel, variant: BuilderVariant): State {
  if (!value?.trim()) return { model: base, text: expressionFromModel(base) };
  return { model: restore(value, base, variant) ?? base, text: value };
}

/**
 * The builder's state: the model behind the tabs and the expression text, kept in step both ways, controlled by
 * `value`/`onChange` or not. `onChange` fires on user changes only.
 *
 * @example
 * const cron = useCronBuilderController({ value, onChange });
 * cron.changeModel((m) => setMode(m, 'day', 'lastWorkday'));
 */
export function useCronBuilderController(options: CronBuilderControllerOptions): CronBuilderController {
  const { value, defaultValue, onChange, hideSecond } = options;
  const variant = useMemo(() => ({ hideSecond }), [hideSecond]);
  const [state, setState] = useState<State>(() => stateFor(value ?? defaultValue, createBuilderModel(), variant));
  const [seenValue, setSeenValue] = useState(value);

  // A new value from the parent (not the echo of our own change) restores the tabs.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== state.text) {
      setState(value.trim() ? stateFor(value, state.model, variant) : stateFor('', createBuilderModel(), variant));
    }
  }

  const emit = useCallback(
    (next: State) => {
      setState(next);
      onChange?.(next.text);
    },
    [onChange],
  );

  const changeModel = useCallback(
    (update: (model: CronBuilderModel) => CronBuilderModel) => {
      const model = update(state.model);
      if (model !== state.model) emit({ model, text: expressionFromModel(model) });
    },
    [state.model, emit],
  );

  const changeText = useCallback(
    (text: string) => emit({ model: restore(text, state.model, variant) ?? state.model, text }),
    [state.model, variant, emit],
  );

  const problem = useMemo(() => expressionProblem(state.text), [state.text]);
  return { model: state.model, text: state.text, problem, changeModel, changeText };
}

/**
 * `value`, once it has not changed for `delayMs` (the first value at once).
 *
 * @example
 * const shown = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
