import { defineListPage } from '../../list-page';
import { textFields } from '../../shared/data/form-values';

/** 短信模板: SMS templates of the tenant's applets (a verification template must contain ${code}). */
export default defineListPage({
  title: '短信模板',
  url: {
    list: '/sys/appletsSms/getSmsTemplate',
    add: '/sys/appletsSms/addSmsTemplate',
    edit: '/sys/appletsSms/updSmsTemplate',
    delete: '/sys/appletsSms/delSmsTemplate',
  },
  editMethod: 'post',
  authPre: 'sms:',
  columns: [
    { dataIndex: 'templateName', title: '模板名称', width: 180 },
    { dataIndex: 'templateCode', title: '模板编号', width: 150 },
    { dataIndex: 'templateType', title: '模板类型', width: 100, dictCode: 'sms_template_type' },
    { dataIndex: 'signName', title: '短信签名', width: 110 },
    { dataIndex: 'content', title: '模板内容', width: 320, format: 'ellipsis' },
    { dataIndex: 'appletName', title: '小程序', width: 130 },
    { dataIndex: 'status', title: '状态', width: 80, dictCode: 'valid_status', format: 'tag' },
    { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'templateName', label: '模板名称' },
    { field: 'templateType', label: '模板类型', type: 'select', dictCode: 'sms_template_type' },
  ],
  form: [
    { field: 'templateName', label: '模板名称', required: true, span: 12 },
    { field: 'templateCode', label: '模板编号', required: true, span: 12 },
    {
      field: 'templateType',
      label: '模板类型',
      type: 'select',
      dictCode: 'sms_template_type',
      required: true,
      span: 12,
    },
    { field: 'signName', label: '短信签名', required: true, span: 12 },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', defaultValue: '1', span: 12 },
    { field: 'content', label: '模板内容', type: 'textarea', required: true },
    { field: 'remark', label: '备注', type: 'textarea' },
  ],
  toForm: (row) => textFields(row, 'templateType', 'status'),
  fromForm: (values, _mode, row) => (row ? { ...values, id: row.id } : values),
});
