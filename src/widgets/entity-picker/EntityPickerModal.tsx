import { Button, Input, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { type PickerColumn, PickerTable } from '../picker-table';
import { ENTITY_PAGE_SIZES, ENTITY_PICKER_WIDTH, type EntityLoader, useEntityList } from './use-entity-list';

export interface EntityPickerModalProps<T extends object> {
  visible: boolean;
  title?: string;
  /** Default 900 (docs/widgets-spec.md §2). */
  width?: number;
  load: EntityLoader<T>;
  /** The field that identifies a row. */
  rowKey: keyof T & string;
  /** The field shown in the selected list (default `rowKey`). */
  labelKey?: keyof T & string;
  columns: PickerColumn<T>[];
  multiple?: boolean;
  /** Rows chosen when the modal opens. */
  selected: T[];
  searchPlaceholder?: string;
  onOk: (rows: T[]) => void;
  onCancel: () => void;
}

/**
 * The business entity picker (900 wide): search, a result table paged 5 at a time (5/10/20/30) and
 * the list of chosen rows with delete. Chosen rows are kept by key across pages and searches.
 *
 * @example <EntityPickerModal visible load={loadShops} rowKey="id" labelKey="name" columns={cols} selected={[]} onOk={pick} onCancel={close} />
 */
export function EntityPickerModal<T extends object>({
  visible,
  title = '选择',
  width = ENTITY_PICKER_WIDTH,
  load,
  rowKey,
  labelKey,
  columns,
  multiple = false,
  selected,
  searchPlaceholder = '请输入关键字',
  onOk,
  onCancel,
}: EntityPickerModalProps<T>) {
  const list = useEntityList(load, visible);
  const [chosen, setChosen] = useState<T[]>(selected);
  const [keyword, setKeyword] = useState('');
  const keyOf = (row: T) => String(row[rowKey]);
  const labelOf = (row: T) => String(row[labelKey ?? rowKey] ?? keyOf(row));

  const { reset } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection is copied only when the modal opens.
  useEffect(() => {
    if (!visible) return;
    setChosen(selected);
    setKeyword('');
    reset();
  }, [visible, reset]);

  const chosenKeys = chosen.map(keyOf);

  const onSelect = (checked: boolean, row: T) => {
    const key = keyOf(row);
    if (!multiple) {
      setChosen(checked ? [row] : []);
      return;
    }
    setChosen((rows) =>
      checked ? [...rows.filter((r) => keyOf(r) !== key), row] : rows.filter((r) => keyOf(r) !== key),
    );
  };
  const onSelectAll = (checked: boolean) => {
    const pageKeys = new Set(list.records.map(keyOf));
    setChosen((rows) => {
      const others = rows.filter((r) => !pageKeys.has(keyOf(r)));
      return checked ? [...others, ...list.records] : others;
    });
  };
  const remove = (key: string) => setChosen((rows) => rows.filter((r) => keyOf(r) !== key));

  return (
    <Modal
      title={title}
      visible={visible}
      style={{ width }}
      onOk={() => onOk(chosen)}
      onCancel={onCancel}
      okText="确定"
      cancelText="取消"
      unmountOnExit
    >
      <Input.Search
        allowClear
        aria-label="搜索"
        placeholder={searchPlaceholder}
        value={keyword}
        onChange={setKeyword}
        onSearch={(text) => list.search(text)}
        onClear={() => list.search('')}
        style={{ marginBottom: 12 }}
      />
      <PickerTable<T>
        rowKey={keyOf}
        columns={columns}
        data={list.records}
        loading={list.loading}
        noDataElement={list.error || undefined}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: chosenKeys,
          onSelect,
          onSelectAll,
        }}
        pagination={{
          current: list.query.pageNo,
          pageSize: list.query.pageSize,
          total: list.total,
          sizeCanChange: true,
          sizeOptions: ENTITY_PAGE_SIZES,
          showTotal: (total) => `共 ${total} 条`,
          onChange: list.turn,
        }}
      />
      <section aria-label="已选" style={{ marginTop: 12 }}>
        <div style={{ marginBottom: 4 }}>
          已选 {chosen.length} 项
          {chosen.length > 0 && (
            <Button type="text" size="mini" onClick={() => setChosen([])}>
              清空
            </Button>
          )}
        </div>
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {chosen.map((row) => (
            <li key={keyOf(row)} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span>{labelOf(row)}</span>
              <Button
                type="text"
                size="mini"
                status="danger"
                aria-label={`删除 ${labelOf(row)}`}
                onClick={() => remove(keyOf(row))}
              >
                删除
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </Modal>
  );
}
