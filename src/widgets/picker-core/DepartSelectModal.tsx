import { Input } from '@arco-design/web-react';
import { useState } from 'react';
import { ChosenList } from './ChosenList';
import { LazyDepartChoiceTree } from './LazyDepartChoiceTree';
import type { PickerModalProps } from './modal-props';
import { PickerDialog } from './PickerDialog';
import { useModalChoice } from './selection';
import { usePickerServices } from './services-context';
import type { PickerDepart } from './types';
import { useDepartSearch } from './use-depart-search';
import { useLazyDepartTree } from './use-lazy-depart-tree';
import { useWholeDepartTree } from './use-whole-depart-tree';
import { WholeDepartChoiceTree } from './WholeDepartChoiceTree';

/** Width of the 选择部门 modal (docs/widgets-spec.md §2). */
export const DEPART_SELECT_MODAL_WIDTH = 500;
export const DEPART_SELECT_MODAL_TITLE = '选择部门';

/** Chosen departments map their id to their title. */
export type DepartSelectModalProps = PickerModalProps<string>;

/**
 * 选择部门: a checkable department tree whose children load when expanded, and a search box that
 * lists matching departments (server search, so unloaded branches are found too). Each department is
 * checked on its own; the choice is kept by id whatever the tree or the search shows. `compact` (the
 * table cells): the whole tree loaded once (`departTree`) and filtered as the user types, checkboxes only
 * for a multiple choice, no list of the choice; the titles given back are the tree's.
 *
 * @example <DepartSelectModal visible={open} multiple initial={new Map([['d1', '总部']])} onOk={commit} onCancel={close} />
 */
export function DepartSelectModal(props: DepartSelectModalProps) {
  const { visible, multiple, initial, shopId, compact = false } = props;
  const services = usePickerServices(props.services);
  const { treeData, loadMore } = useLazyDepartTree(services, shopId, visible && !compact);
  const { roots, titles } = useWholeDepartTree(services.departTree, shopId, visible && compact);
  const { found, search } = useDepartSearch(services.searchDeparts, shopId);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useModalChoice(visible, initial);

  const toggle = (depart: PickerDepart, on: boolean) =>
    setChosen((current) => {
      const next = multiple ? new Map(current) : new Map<string, string>();
      if (on) next.set(depart.id, depart.title);
      else next.delete(depart.id);
      return next;
    });
  const remove = (id: string) =>
    setChosen((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  const titled = (ids: Iterable<string>) => new Map([...ids].map((id) => [id, titles.get(id) ?? id]));

  return (
    <PickerDialog
      {...props}
      title={DEPART_SELECT_MODAL_TITLE}
      width={DEPART_SELECT_MODAL_WIDTH}
      onOk={() => props.onOk(compact ? titled(chosen.keys()) : chosen)}
    >
      <Input.Search
        allowClear
        placeholder="请输入部门名称"
        value={keyword}
        onChange={(text) => {
          setKeyword(text);
          if (!compact && !text) search('');
        }}
        onSearch={compact ? undefined : search}
        style={{ marginBottom: 12 }}
      />
      {compact ? (
        <WholeDepartChoiceTree
          roots={roots}
          keyword={keyword}
          multiple={multiple}
          chosen={[...chosen.keys()]}
          onChoose={(ids) => setChosen(titled(ids))}
        />
      ) : (
        <>
          <LazyDepartChoiceTree
            treeData={found ?? treeData}
            searching={found !== null}
            loadMore={loadMore}
            chosen={chosen}
            onToggle={toggle}
          />
          <ChosenList label="已选部门" count={chosen.size} items={chosen} onRemove={remove} />
        </>
      )}
    </PickerDialog>
  );
}
