export { AreaPicker, type AreaPickerProps, type AreaValue } from './AreaPicker';
export {
  type AreaLoader,
  type AreaOption,
  areaCodes,
  loadAreaLevel,
  loadAreaPath,
  ROOT_AREA_CODE,
} from './area-api';
