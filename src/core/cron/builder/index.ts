export {
  acceptInt,
  BUILDER_BOUNDS,
  fromQuartzWeekday,
  type IntBounds,
  inBounds,
  paramBounds,
  toQuartzWeekday,
  YEAR_BASE,
  YEAR_SPAN,
} from './bounds';
export { type BuilderDefaultsOptions, createBuilderModel } from './defaults';
export { type ModelFromExpressionOptions, modelFromExpression } from './from-expression';
export {
  type CronPreview,
  expressionProblem,
  formatFireTime,
  PREVIEW_COUNT,
  PREVIEW_DEBOUNCE_MS,
  type PreviewOptions,
  previewCron,
} from './preview';
export { expressionFromModel, partText } from './to-expression';
export {
  type BasicMode,
  BUILDER_MODES,
  BUILDER_UNITS,
  type BuilderParam,
  type BuilderUnit,
  type BuilderVariant,
  type CronBuilderModel,
  type DayMode,
  type DayState,
  MODE_PARAMS,
  type UnitModes,
  type UnitState,
  type WeekMode,
  type WeekState,
  type YearMode,
} from './types';
export { activeDayPart, type DayChoice, dayChoice, setMode, setParam, setSpecify } from './update';
