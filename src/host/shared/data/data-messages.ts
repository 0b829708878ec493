/** What the data provider says when a page lacks a call, or a call fails without a message (verbatim, docs/widgets-spec.md §5). */
export const DataMessages = {
  noListUrl: '请设置url.list属性!',
  noDeleteUrl: '请设置url.delete属性!',
  noDeleteBatchUrl: '请设置url.deleteBatch属性!',
  noExportUrl: '请设置url.exportXlsUrl属性!',
  noImportUrl: '请设置url.importExcelUrl属性!',
  downloadFailed: '文件下载失败',
  operationFailed: '操作失败',
} as const;
