import { Divider, Dropdown, Link, Menu, Modal, Popconfirm } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { Fragment, type ReactNode } from 'react';
import type { Row } from './types';

/** One resolved action of a row: what it says and does. */
export interface ResolvedRowAction {
  key: string;
  label: string;
  danger?: boolean;
  confirm?: string;
  run: () => void;
}

/** Actions shown inline before the rest go into 更多. */
export const INLINE_ACTIONS = 2;

function InlineAction({ action }: { action: ResolvedRowAction }) {
  const link = (
    <Link status={action.danger ? 'error' : undefined} onClick={action.confirm ? undefined : action.run}>
      {action.label}
    </Link>
  );
  if (!action.confirm) return link;
  return (
    <Popconfirm title={action.confirm} onOk={action.run}>
      {link}
    </Popconfirm>
  );
}

function choose(action: ResolvedRowAction): void {
  if (!action.confirm) {
    action.run();
    return;
  }
  Modal.confirm({ title: '提示', content: action.confirm, onOk: action.run });
}

/**
 * The 操作 cell: the first actions as links, the others in a 更多 dropdown. Confirmed actions ask first.
 *
 * @example <RowActions actions={[{ key: 'edit', label: '编辑', run: edit }]} />
 */
export function RowActions({ actions }: { actions: readonly ResolvedRowAction[]; row?: Row }) {
  const inline = actions.length <= INLINE_ACTIONS + 1 ? actions : actions.slice(0, INLINE_ACTIONS);
  const more = actions.slice(inline.length);
  const parts: ReactNode[] = inline.map((action) => <InlineAction key={action.key} action={action} />);
  if (more.length > 0) {
    parts.push(
      <Dropdown
        key="more"
        trigger="click"
        droplist={
          <Menu
            onClickMenuItem={(key) => {
              const action = more.find((item) => item.key === key);
              if (action) choose(action);
            }}
          >
            {more.map((action) => (
              <Menu.Item key={action.key} style={action.danger ? { color: 'rgb(var(--danger-6))' } : undefined}>
                {action.label}
              </Menu.Item>
            ))}
          </Menu>
        }
      >
        <Link>
          更多 <IconDown />
        </Link>
      </Dropdown>,
    );
  }
  return (
    <span className="list-page-row-actions">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are positional
        <Fragment key={index}>
          {index > 0 && <Divider type="vertical" />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
