import { Button, Drawer, Dropdown, Empty, Menu, Message, Space, Spin, Tree } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showFailure } from '../../../app/show-failure';
import type { AuthorizeTarget } from '../authorize-api';
import { allKeys, branchKeys, cascadeSeed, type PermissionTreeData, savedIds } from '../permission-tree';
import { showLoadFailure } from '../show-load-failure';

export interface PermissionDrawerProps {
  /** Drawer title, e.g. 角色权限配置. */
  title: string;
  /** What is authorised; null keeps the drawer closed. */
  target: AuthorizeTarget | null;
  onClose(): void;
}

const EMPTY_TREE: PermissionTreeData = { treeList: [], ids: [] };
const CLOSED_KEY = ['authorize', 'closed'];

/**
 * JeecgBoot's authorisation drawer: the grantable menus and buttons as a checkable tree with
 * 父子关联 / 全部勾选 / 展开所有 switches, 仅保存 and 保存并关闭. Independent checks (父子不关联) by default,
 * as the stored grants name parents and children separately.
 *
 * @example <PermissionDrawer title="角色权限配置" target={roleAuthorize(role.id)} onClose={close} />
 */
export function PermissionDrawer({ title, target, onClose }: PermissionDrawerProps) {
  const [start, setStart] = useState<string[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [halfChecked, setHalfChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [strict, setStrict] = useState(true);
  const [saving, setSaving] = useState(false);
  // Loaded once per opening (a failure shown): nothing refetches it under the user's ticks.
  const loaded = useQuery({
    queryKey: target?.key ?? CLOSED_KEY,
    queryFn: ({ signal }) => showLoadFailure((target as AuthorizeTarget).load(signal), signal),
    enabled: target !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
  const tree = loaded.data?.tree ?? EMPTY_TREE;
  const loading = loaded.isFetching;

  // Each answer starts the editing afresh (state adjusted while rendering, when the answer changes).
  const [startedFrom, setStartedFrom] = useState<typeof loaded.data>(undefined);
  if (loaded.data && loaded.data !== startedFrom) {
    setStartedFrom(loaded.data);
    setStrict(true);
    setHalfChecked([]);
    setStart(loaded.data.checked);
    setChecked(loaded.data.checked);
    setExpanded(branchKeys(loaded.data.tree.treeList));
  }

  const switchStrict = (next: boolean) => {
    setStrict(next);
    setHalfChecked([]);
    // A cascading tree derives parents from leaves; an independent one keeps what was derived.
    if (!next) setChecked(cascadeSeed(tree.treeList, checked));
    else setChecked(savedIds(checked, halfChecked, false));
  };

  const save = async (close: boolean) => {
    if (!target) return;
    const wanted = savedIds(checked, halfChecked, strict);
    setSaving(true);
    try {
      const message = await target.save(wanted, start);
      Message.success(message || '保存成功！');
      setStart(wanted);
      if (close) onClose();
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const menu = (
    <Menu
      onClickMenuItem={(key) => {
        if (key === 'strict') switchStrict(!strict);
        if (key === 'all') setChecked(allKeys(tree.treeList));
        if (key === 'none') {
          setChecked([]);
          setHalfChecked([]);
        }
        if (key === 'expand') setExpanded(branchKeys(tree.treeList));
        if (key === 'collapse') setExpanded([]);
      }}
    >
      <Menu.Item key="strict">{strict ? '父子关联' : '取消关联'}</Menu.Item>
      <Menu.Item key="all">全部勾选</Menu.Item>
      <Menu.Item key="none">取消全选</Menu.Item>
      <Menu.Item key="expand">展开所有</Menu.Item>
      <Menu.Item key="collapse">合并所有</Menu.Item>
    </Menu>
  );

  return (
    <Drawer
      title={title}
      visible={target !== null}
      width={650}
      onCancel={onClose}
      unmountOnExit
      footer={
        <Space style={{ display: 'flex', justifyContent: 'space-between', width: '100%' }}>
          <Dropdown droplist={menu} position="tl">
            <Button>
              树操作 <IconDown />
            </Button>
          </Dropdown>
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="outline" loading={saving} onClick={() => save(false)}>
              仅保存
            </Button>
            <Button type="primary" loading={saving} onClick={() => save(true)}>
              保存并关闭
            </Button>
          </Space>
        </Space>
      }
    >
      <Spin loading={loading} style={{ display: 'block', minHeight: 120 }}>
        <div style={{ marginBottom: 8, color: 'var(--color-text-3)' }}>所拥有的权限</div>
        {tree.treeList.length === 0 && !loading ? (
          <Empty />
        ) : (
          <Tree
            checkable
            checkStrictly={strict}
            blockNode
            treeData={tree.treeList}
            fieldNames={{ key: 'key', title: 'title', children: 'children' }}
            checkedKeys={checked}
            halfCheckedKeys={strict ? undefined : halfChecked}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys)}
            onCheck={(keys, extra) => {
              setChecked(keys);
              setHalfChecked(extra.halfCheckedKeys ?? []);
            }}
          />
        )}
      </Spin>
    </Drawer>
  );
}
