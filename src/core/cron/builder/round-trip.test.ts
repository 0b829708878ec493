import { describe, expect, it } from 'vitest';
import { activePart, allSettings, modelWith, randomSetting, seeded, type UnitSetting } from './builder-test-kit';
import { modelFromExpression } from './from-expression';
import { expressionProblem } from './preview';
import { expressionFromModel } from './to-expression';
import { BUILDER_MODES, BUILDER_UNITS, type BuilderUnit, type BuilderVariant, type CronBuilderModel } from './types';

const VARIANTS: [string, BuilderVariant][] = [
  ['seven tabs', {}],
  ['six tabs (hideSecond)', { hideSecond: true }],
];

/**
 * The settings the spec's bounds allow but Quartz rejects (the spec's table is followed; the builder shows the
 * engine's error for these instead of passing the expression on).
 */
function quartzRejects(unit: BuilderUnit, s: UnitSetting): boolean {
  if (unit === 'minute') return (s.mode === 'loop' && s.loopStep === 60) || (s.mode === 'range' && s.rangeStart === 60);
  if (unit === 'month') return s.mode === 'loop' && s.loopStart === 0;
  if (unit === 'day') return s.mode === 'beforeEnd' && s.beforeEnd === 31;
  if (unit === 'year') return s.mode === 'range' && (s.rangeStart as number) > (s.rangeEnd as number);
  return false;
}

/** expression -> model -> expression is the identity, and the model keeps the mode and its inputs. */
function expectRoundTrip(model: CronBuilderModel, variant: BuilderVariant): string {
  const expression = expressionFromModel(model);
  const restored = modelFromExpression(expression, variant);
  const again = expressionFromModel(restored);
  if (again !== expression) expect(again, `round trip of ${expression}`).toBe(expression);
  for (const unit of BUILDER_UNITS) {
    if (unit === 'day' && model.week.mode !== 'none') continue; // the day is `?`: its mode is not in the expression
    const before = activePart(model, unit);
    const after = activePart(restored, unit);
    if (JSON.stringify(before) !== JSON.stringify(after)) expect(after, `${unit} of ${expression}`).toEqual(before);
  }
  return expression;
}

describe.each(VARIANTS)('builder round trip, %s', (_name, variant) => {
  for (const unit of BUILDER_UNITS) {
    it(`restores every ${unit} setting the inputs allow, and Quartz accepts all but the spec's known excess`, () => {
      const settings = allSettings(unit, variant);
      expect(settings.length).toBeGreaterThan(unit === 'week' ? 100 : 150);
      let checked = 0;
      for (const setting of settings) {
        const expression = expectRoundTrip(modelWith({ [unit]: setting }), variant);
        const problem = expressionProblem(expression);
        const rejected = quartzRejects(unit, setting);
        if ((problem !== null) !== rejected) {
          expect({ expression, problem }, `Quartz verdict on ${JSON.stringify(setting)}`).toEqual({
            expression,
            problem: rejected ? 'an error' : null,
          });
        }
        if (problem) expect(problem.unit).toBe(unit);
        checked += 1;
      }
      expect(checked).toBe(settings.length);
    });
  }

  it('restores every combination of modes across the seven tabs (random inputs per mode)', () => {
    const random = seeded(variant.hideSecond ? 2 : 1);
    const dayOrWeek = [
      ...BUILDER_MODES.day.map((mode) => ({ unit: 'day' as const, mode })),
      ...BUILDER_MODES.week.filter((mode) => mode !== 'none').map((mode) => ({ unit: 'week' as const, mode })),
    ];
    let count = 0;
    for (const second of BUILDER_MODES.second)
      for (const minute of BUILDER_MODES.minute)
        for (const hour of BUILDER_MODES.hour)
          for (const day of dayOrWeek)
            for (const month of BUILDER_MODES.month)
              for (const year of BUILDER_MODES.year) {
                const pick = (unit: BuilderUnit, mode: string) => randomSetting(unit, mode, random, variant);
                const model = modelWith({
                  second: pick('second', second),
                  minute: pick('minute', minute),
                  hour: pick('hour', hour),
                  [day.unit]: pick(day.unit, day.mode),
                  month: pick('month', month),
                  year: pick('year', year),
                });
                const expression = expectRoundTrip(model, variant);
                const [dom, dow] = [expression.split(' ')[3], expression.split(' ')[5]];
                expect(day.unit === 'week' ? dom : dow).toBe('?');
                expect(day.unit === 'week' ? dow : dom).not.toBe('?');
                count += 1;
              }
    expect(count).toBe(4 * 4 * 4 * (8 + 6) * 4 * 5);
  });
});

describe('restoring a part no mode expresses', () => {
  const corpus: Record<BuilderUnit, string[]> = {
    second: ['1-10/2', '0,5-9', '0-30', '*/0,5', '5/1-7'],
    minute: ['0-59/5', '1,2,3-5', '0-30'],
    hour: ['9-17/2', '8,12-14', '25'],
    day: ['1W,15', 'L-3W', 'L,15', '1-10/3', '32', '?x'],
    month: ['1-6/2', 'JAN,MAR-MAY', '13'],
    week: ['2-6/2', 'MON,WED-FRI', '8', '1#6'],
    year: ['*/2', '2019-2030/2', '1999', '2200,2019'],
  };

  for (const unit of BUILDER_UNITS) {
    it(`keeps ${unit} parts as they are, and they restore to the same text`, () => {
      for (const text of corpus[unit]) {
        const parts = ['0', '0', '0', unit === 'week' ? '?' : '*', '*', unit === 'week' ? text : '?'];
        if (unit === 'year') parts.push(text);
        else if (unit !== 'week') parts[BUILDER_UNITS.indexOf(unit)] = text;
        const expression = parts.join(' ');
        const model = modelFromExpression(expression);
        expect(model[unit].mode, `${unit} ${text}`).toBe('custom');
        expect(model[unit].custom).toBe(text);
        expect(expressionFromModel(model)).toBe(expression);
        expectRoundTrip(model, {});
      }
    });
  }

  it('mixes kept parts with modes in one expression', () => {
    const expression = '1-10/2 0 9-17/2 ? JAN,MAR-MAY 2-6/2 2019-2030/2';
    const model = modelFromExpression(expression);
    expect(expressionFromModel(model)).toBe(expression);
    expect(model.minute.mode).toBe('specify');
    expect(model.week.custom).toBe('2-6/2');
  });
});
