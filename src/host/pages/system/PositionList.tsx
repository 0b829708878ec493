import { defineListPage } from '../../list-page';
import { CODE_RULE, maxLength } from './form-rules';

/** A position as `/sys/position/list` answers it. */
interface Position {
  id: string;
  code: string;
  name: string;
  /** Dictionary position_rank. */
  postRank: string;
  createTime: string;
}

/** 职务管理: the tenant's positions (code unique within the tenant), with Excel import and export. */
export default defineListPage<Position>({
  title: '职务',
  resource: '/sys/position',
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
