import { useEffect } from 'react';
import { CategoryTreeSelect } from './_CategoryTreeSelect';

let pendingParent: string | null = null;

/** Remembers the parent the next add form starts with (the 添加下级 row action). */
export function startChildOf(parentId: string): void {
  pendingParent = parentId;
}

/**
 * 上级类目 of the category form: starts with the parent a 添加下级 action named (the list page's
 * add form starts from the declared defaults only).
 */
export function ParentCategoryField({ value, onChange }: { value?: unknown; onChange: (value: unknown) => void }) {
  useEffect(() => {
    if (pendingParent === null) return;
    onChange(pendingParent);
    pendingParent = null;
  }, [onChange]);
  return <CategoryTreeSelect value={value} onChange={onChange} placeholder="不选则为一级类目" />;
}
