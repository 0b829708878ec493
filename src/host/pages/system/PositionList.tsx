import { defineListPage } from '../../list-page';
import { CODE_RULE, maxLength } from './form-rules';

/** 职务管理: the tenant's positions (code unique within the tenant), with Excel import and export. */
export default defineListPage({
  title: '职务',
  url: {
    list: '/sys/position/list',
    queryById: '/sys/position/queryById',
    add: '/sys/position/add',
    edit: '/sys/position/edit',
    delete: '/sys/position/delete',
    deleteBatch: '/sys/position/deleteBatch',
    exportXls: '/sys/position/exportXls',
    importExcel: '/sys/position/importExcel',
  },
  authPre: 'position:',
  columns: [
    { dataIndex: 'code', title: '职务编码', width: 160, sorter: true },
    { dataIndex: 'name', title: '职务名称', width: 200 },
    { dataIndex: 'postRank', title: '职级', width: 120, dictCode: 'position_rank' },
    { dataIndex: 'createTime', title: '创建时间', width: 180, sorter: true },
  ],
  search: [
    { field: 'name', label: '职务名称' },
    { field: 'postRank', label: '职级', type: 'select', dictCode: 'position_rank' },
  ],
  form: [
    { field: 'code', label: '职务编码', required: true, rules: [CODE_RULE, maxLength(64)] },
    { field: 'name', label: '职务名称', required: true, rules: [maxLength(100)] },
    { field: 'postRank', label: '职级', type: 'select', dictCode: 'position_rank', required: true },
  ],
});
