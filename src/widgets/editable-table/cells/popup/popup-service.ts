import { cgreportService, type PopupReportService } from '../../../popup-picker';
import { cgreportPopupSource, type PopupReportSource } from './popup-source';

/**
 * The report service the popup picker needs, over a cell's `PopupReportSource`: the source's columns,
 * one 关键字 search field and its pages. JeecgBoot's own source gets the full report API (query form,
 * dictionaries) of the picker instead.
 *
 * @example <PopupPickerModal service={popupServiceOf(source, column.param)} … />
 */
export function popupServiceOf(source: PopupReportSource, param?: Record<string, unknown>): PopupReportService {
  if (source === cgreportPopupSource) return cgreportService;
  return {
    async columns(code) {
      return { configId: code, title: '', columns: await source.columns(code), dictOptions: {} };
    },
    async queryInfo() {
      return [{ field: 'keyword', label: '关键字', view: 'text', mode: 'single' }];
    },
    data(code, params) {
      const keyword = typeof params.keyword === 'string' ? params.keyword : '';
      return source.data(code, {
        pageNo: Number(params.pageNo),
        pageSize: Number(params.pageSize),
        ...(keyword ? { keyword } : {}),
        ...(param ? { param } : {}),
      });
    },
  };
}
