// Helpers for the builder tests: every state a tab can be put in, generated from the bounds table.
import { paramBounds } from './bounds';
import { createBuilderModel } from './defaults';
import {
  BUILDER_MODES,
  type BuilderParam,
  type BuilderUnit,
  type BuilderVariant,
  type CronBuilderModel,
  MODE_PARAMS,
} from './types';

/** A unit's mode with values for its inputs. */
export type UnitSetting = { mode: string } & Partial<Record<BuilderParam, number | number[]>>;

/** Deterministic pseudo-random numbers (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function span(unit: BuilderUnit, param: BuilderParam, variant: BuilderVariant): number[] {
  const bounds = paramBounds(unit, param, variant);
  if (!bounds) throw new Error(`${unit} has no ${param}`);
  return Array.from({ length: bounds.max - bounds.min + 1 }, (_, i) => bounds.min + i);
}

/** Lists for `specify`: every single value, every pair, every run a..b, and `randomCount` random subsets. */
export function specifyLists(unit: BuilderUnit, variant: BuilderVariant, randomCount = 300): number[][] {
  const values = span(unit, 'specify', variant);
  const lists: number[][] = [];
  for (let i = 0; i < values.length; i++) {
    for (let j = i; j < values.length; j++) {
      lists.push(i === j ? [values[i] as number] : [values[i] as number, values[j] as number]);
      if (j - i > 1) lists.push(values.slice(i, j + 1));
    }
  }
  const random = seeded(values.length * 7919);
  for (let n = 0; n < randomCount; n++) {
    const subset = values.filter(() => random() < 0.5);
    if (subset.length > 0) lists.push(subset);
  }
  return lists;
}

/** Every setting of one tab: each mode with every combination of its inputs (lists sampled as above). */
export function allSettings(unit: BuilderUnit, variant: BuilderVariant = {}): UnitSetting[] {
  const settings: UnitSetting[] = [];
  for (const mode of BUILDER_MODES[unit]) {
    const params = MODE_PARAMS[mode] ?? [];
    let combos: UnitSetting[] = [{ mode }];
    for (const param of params) {
      const values: (number | number[])[] =
        param === 'specify' ? specifyLists(unit, variant) : span(unit, param, variant);
      combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [param]: value })));
    }
    settings.push(...combos);
  }
  return settings;
}

/** One random setting of `mode` with inputs drawn within the bounds. */
export function randomSetting(
  unit: BuilderUnit,
  mode: string,
  random: () => number,
  variant: BuilderVariant = {},
): UnitSetting {
  const setting: UnitSetting = { mode };
  for (const param of MODE_PARAMS[mode] ?? []) {
    const values = span(unit, param, variant);
    const pick = () => values[Math.floor(random() * values.length)] as number;
    setting[param] =
      param === 'specify'
        ? [...new Set(Array.from({ length: 1 + Math.floor(random() * 5) }, pick))].sort((a, b) => a - b)
        : pick();
  }
  return setting;
}

/** The default model with some tabs set (a day setting unsets the week, as choosing it in the 日 tab does). */
export function modelWith(settings: Partial<Record<BuilderUnit, UnitSetting>>, currentYear = 2026): CronBuilderModel {
  const model = createBuilderModel({ currentYear });
  const next = { ...model } as Record<BuilderUnit, object>;
  for (const [unit, setting] of Object.entries(settings) as [BuilderUnit, UnitSetting][]) {
    next[unit] = { ...model[unit], ...setting };
  }
  return next as unknown as CronBuilderModel;
}

/** The mode and the inputs that mode uses: what must survive a round trip. */
export function activePart(model: CronBuilderModel, unit: BuilderUnit): UnitSetting {
  const state = model[unit] as unknown as Record<string, number | number[] | string>;
  const mode = state.mode as string;
  const active: UnitSetting = { mode };
  for (const param of MODE_PARAMS[mode] ?? []) active[param] = state[param] as number | number[];
  if (mode === 'custom') (active as Record<string, unknown>).custom = state.custom;
  return active;
}
