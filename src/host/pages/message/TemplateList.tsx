import { defineListPage } from '../../list-page';
import { textFields } from '../../shared/data/form-values';
import { MESSAGE_TYPES, messageTypeText } from './message-types';

/** 消息模板: the tenant's message templates ({{变量}} placeholders filled from the test data). */
export default defineListPage({
  title: '消息模板',
  resource: '/sys/message/sysMessageTemplate',
  without: ['exportXls', 'importExcel'],
  authPre: 'msgTemplate:',
  columns: [
    { dataIndex: 'templateCode', title: '模板编码', width: 160, sorter: true },
    { dataIndex: 'templateName', title: '模板标题', width: 160 },
    { dataIndex: 'templateType', title: '模板类型', width: 100, render: (value) => messageTypeText(value) },
    { dataIndex: 'templateContent', title: '模板内容', width: 360, format: 'ellipsis' },
    { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'templateCode', label: '模板编码' },
    { field: 'templateName', label: '模板标题' },
    { field: 'templateType', label: '模板类型', type: 'select', options: MESSAGE_TYPES },
  ],
  form: [
    { field: 'templateCode', label: '模板编码', required: true, span: 12, readOnlyOnEdit: true },
    { field: 'templateName', label: '模板标题', required: true, span: 12 },
    { field: 'templateType', label: '模板类型', type: 'select', options: MESSAGE_TYPES, required: true, span: 12 },
    { field: 'templateContent', label: '模板内容', type: 'textarea', required: true },
    { field: 'templateTestJson', label: '测试数据(JSON)', type: 'textarea', placeholder: '{"orderNo":"ZL2026..."}' },
  ],
  toForm: (row) => textFields(row, 'templateType'),
});
