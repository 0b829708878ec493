/** A dictionary item in the one shape the UI reads (docs/contract.md "Dictionaries"). */
export interface DictItem {
  /** Always a string: the server sends numbers for some table dictionaries. */
  value: string;
  text: string;
  /** Mirrors `text` unless the server sent its own. */
  title: string;
  /** Mirrors `text` unless the server sent its own. */
  label: string;
  color?: string;
}

/** dictCode -> items, as `queryAllDictItems` and the login's `sysAllDictItems` answer. */
export type DictMap = Record<string, DictItem[]>;

/** A node of `GET /sys/dict/loadTreeData`. */
export interface DictTreeNode {
  key: string;
  title: string;
  value: string;
  code?: string;
  parentId?: string;
  /** Read from `leaf` or `isLeaf` (department trees say `isLeaf`). */
  leaf: boolean;
  isLeaf: boolean;
  children?: DictTreeNode[];
}
