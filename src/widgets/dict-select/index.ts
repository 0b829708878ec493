export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './CheckboxGroup';
export { DictSelect, type DictSelectMode, type DictSelectProps } from './DictSelect';
export { DictText, type DictTextProps } from './DictText';
export { type DictValue, joinValues, splitValues } from './dict-value';
export { type DictItemsState, useDictItems } from './use-dict-items';
export { YNSwitch, type YNSwitchProps } from './YNSwitch';
