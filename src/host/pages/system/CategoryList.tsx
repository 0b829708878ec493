import {
  Button,
  Card,
  Input,
  Link,
  Message,
  Popconfirm,
  Space,
  Table,
  type TableColumnProps,
} from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { hasPermission } from '../../../core/permission';
import { showFailure } from '../../app/show-failure';
import { ROOT_PID, removeCategory } from './category-api';
import type { CategoryRow } from './category-rows';
import { CategoryForm, type CategoryFormTarget } from './parts/CategoryForm';
import { useCategoryTree } from './use-category-tree';

const PAGE_SIZES = [10, 20, 30];

/**
 * 分类字典 (platform only): root categories paged and searchable by name, each branch's children
 * loaded when it is expanded (childList), with 新增, 添加下级, 编辑 and 删除 (a branch goes with its subtree).
 */
export default function CategoryList() {
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [keyword, setKeyword] = useState('');
  const [name, setName] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const [form, setForm] = useState<CategoryFormTarget | null>(null);
  // Branches that were open stay open after a write, with fresh children.
  const { rows, total, loading, loadBranch, reload } = useCategoryTree(pageNo, pageSize, name, expanded);

  const expand = async (row: CategoryRow, open: boolean) => {
    if (!open) {
      setExpanded((keys) => keys.filter((key) => key !== row.id));
      return;
    }
    try {
      await loadBranch(row.id);
      setExpanded((keys) => [...keys, row.id]);
    } catch (error) {
      showFailure(error);
    }
  };

  const remove = async (row: CategoryRow) => {
    try {
      Message.success((await removeCategory(row.id)) || '删除成功!');
      await reload();
    } catch (error) {
      showFailure(error);
    }
  };

  const canAdd = hasPermission('category:add');
  const canEdit = hasPermission('category:edit');
  const canDelete = hasPermission('category:delete');

  const columns: TableColumnProps<CategoryRow>[] = [
    { title: '类型名称', dataIndex: 'name' },
    { title: '类型编码', dataIndex: 'code', width: 240 },
    {
      title: '操作',
      dataIndex: 'operation',
      width: 220,
      render: (_: unknown, row) => (
        <Space>
          {canAdd && <Link onClick={() => setForm({ mode: 'add', parent: row })}>添加下级</Link>}
          {canEdit && <Link onClick={() => setForm({ mode: 'edit', row })}>编辑</Link>}
          {canDelete && (
            <Popconfirm title="确定删除吗?" onOk={() => remove(row)}>
              <Link status="error">删除</Link>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card bordered={false}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="请输入类型名称"
          style={{ width: 260 }}
          value={keyword}
          onChange={setKeyword}
          onSearch={(value) => {
            setExpanded([]);
            setPageNo(1);
            setName(value);
          }}
          searchButton="查询"
        />
        {canAdd && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setForm({ mode: 'add', parent: null })}>
            新增
          </Button>
        )}
      </Space>
      <Table
        rowKey="id"
        loading={loading}
        columns={columns}
        data={rows}
        border={false}
        expandedRowKeys={expanded}
        // Branches not loaded yet hold an empty children list and still show their expand button.
        expandProps={{ strictTreeData: false }}
        onExpand={(row, open) => expand(row, open)}
        pagination={{
          current: pageNo,
          pageSize,
          total,
          sizeCanChange: true,
          sizeOptions: PAGE_SIZES,
          showJumper: true,
          showTotal: (count, range) => `${range[0]}-${Math.min(range[1] ?? count, count)} 共 ${count} 条`,
          onChange: (current, size) => {
            setExpanded([]);
            setPageNo(size !== pageSize ? 1 : current);
            setPageSize(size);
          },
        }}
      />
      <CategoryForm
        target={form}
        onClose={() => setForm(null)}
        onSaved={(pid) => {
          // The parent whose children changed opens (or reloads) to show them.
          if (pid !== ROOT_PID) setExpanded((keys) => (keys.includes(pid) ? keys : [...keys, pid]));
          void reload();
        }}
      />
    </Card>
  );
}
