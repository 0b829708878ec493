export { clearGroupCache, groupRequest, POPUP_CACHE_MS } from './group-cache';
export { PopupField, type PopupFieldProps } from './PopupField';
export { POPUP_PICKER_WIDTH, PopupPickerModal, type PopupPickerModalProps } from './PopupPickerModal';
export { PopupQueryForm, type PopupQueryFormProps } from './PopupQueryForm';
export {
  cgreportService,
  type PopupRecord,
  type PopupReportService,
  type ReportColumn,
  type ReportColumns,
  type ReportDictOption,
  type ReportPage,
  type ReportQueryField,
} from './popup-api';
export { mapPopupFields, POPUP_MESSAGES, popupConfigProblem, selfParams, splitFields } from './popup-config';
export { POPUP_PAGE_SIZE, POPUP_PAGE_SIZES, type QueryValues, usePopupReport } from './use-popup-report';
