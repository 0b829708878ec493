import { Badge, Button, Message, Modal, Tooltip } from '@arco-design/web-react';
import { IconFilter } from '@arco-design/web-react/icon';
import { type CSSProperties, type Ref, useCallback, useImperativeHandle, useMemo, useState } from 'react';
import { type SuperQueryField, type SuperQueryParams, superQuerySaveKey } from '../../core/query';
import type { ExpiringStorage } from '../../core/storage';
import { type GetPopupContainer, PopupContainerProvider } from './popup-container';
import { SuperQueryModal } from './SuperQueryModal';
import { type SuperQueryServices, SuperQueryServicesProvider } from './SuperQueryServices';
import { type SuperQuerySearch, useSuperQueryController } from './use-super-query-controller';
import './super-query.css';

/** Imperative handle (for the custom element's methods). */
export interface SuperQueryHandle {
  open(): void;
  close(): void;
  /** Clears the conditions; the page is told with `onSearch(null)`. */
  reset(): void;
}

export interface SuperQueryProps {
  /** The fields the user may query. */
  fields: SuperQueryField[];
  /**
   * Storage key of the page's saved queries: prefix + route path (`superQuerySaveKey('/system/user')`).
   * Default: the prefix plus the current route path (the hash route, else the location's path).
   */
  saveKey?: string;
  /**
   * A search ran: the list parameters to add to the page's list request, and the conditions they
   * encode. `null` after 重置: reload without a super query.
   */
  onSearch?: (params: SuperQueryParams | null, search: SuperQuerySearch | null) => void;
  /** Where the modal and the dropdowns render (a positioned element; inside a shadow root, its portal host). */
  getPopupContainer?: GetPopupContainer;
  /** Where saved queries live (default: the application's local storage). */
  storage?: ExpiringStorage;
  /** Replaces the editors' data calls (default: the core request layer, or `SuperQueryServicesProvider`). */
  services?: Partial<SuperQueryServices>;
  /**
   * A query already in force when the page opens, shown in the modal and marking the button (e.g.
   * `decodeSuperQuery` of list params the page restored). Read on the first render only.
   */
  initialQuery?: SuperQuerySearch | null;
  /** Whether a super query is in force; default: since the last search (or `initialQuery`), until 重置. */
  active?: boolean;
  /** Text of the trigger button (default 高级查询). */
  buttonText?: string;
  /** Title of the modal (default 高级查询构造器). */
  title?: string;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<SuperQueryHandle>;
}

/** The route path saved queries are kept under when the page names none. */
function currentRoutePath(): string {
  if (typeof location === 'undefined') return '/';
  const hash = location.hash.replace(/^#/, '').split('?')[0];
  return hash || location.pathname;
}

/**
 * The advanced query: a button (marked while a query is in force) that opens the query modal
 * (width 1000) with condition rows by field type, and/or, 重置, 查询 and saved queries.
 *
 * @example
 * <SuperQuery
 *   fields={[{ value: 'realname', text: '真实姓名' }, { value: 'sex', text: '性别', type: 'list', dictCode: 'sex' }]}
 *   saveKey={superQuerySaveKey('/system/user')}
 *   onSearch={(params) => setListParams((p) => ({ ...p, ...(params ?? { superQueryParams: undefined }) }))}
 * />
 */
export function SuperQuery(props: SuperQueryProps) {
  const { fields, onSearch, getPopupContainer, storage, services, buttonText = '高级查询', title, ref } = props;
  const [visible, setVisible] = useState(false);
  const [message, messageHolder] = Message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const saveKey = useMemo(() => props.saveKey ?? superQuerySaveKey(currentRoutePath()), [props.saveKey]);

  const confirm = useCallback(
    (content: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm?.({
          title: '提示',
          content,
          okText: '覆盖',
          cancelText: '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
          getPopupContainer: getPopupContainer ? () => getPopupContainer(document.body) : undefined,
        });
      }),
    [modal, getPopupContainer],
  );
  const warn = useCallback((content: string) => void message.warning?.(content), [message]);
  const notify = useCallback((content: string) => void message.success?.(content), [message]);

  const controller = useSuperQueryController({
    fields,
    saveKey,
    storage,
    onSearch,
    warn,
    notify,
    confirm,
    initialQuery: props.initialQuery,
  });
  const active = props.active ?? controller.active;

  useImperativeHandle(
    ref,
    () => ({ open: () => setVisible(true), close: () => setVisible(false), reset: controller.reset }),
    [controller.reset],
  );

  const content = (
    <PopupContainerProvider value={getPopupContainer}>
      <span className={['super-query', props.className].filter(Boolean).join(' ')} style={props.style}>
        <Tooltip
          content={active ? '已有高级查询条件生效' : '按多个条件组合查询'}
          getPopupContainer={getPopupContainer}
          mini
        >
          <Badge dot count={active ? 1 : 0} offset={[-2, 2]}>
            <Button
              className={active ? 'super-query__trigger super-query__trigger--active' : 'super-query__trigger'}
              type={active ? 'primary' : 'secondary'}
              icon={<IconFilter />}
              aria-pressed={active}
              disabled={props.disabled}
              onClick={() => setVisible(true)}
            >
              {buttonText}
            </Button>
          </Badge>
        </Tooltip>
        <SuperQueryModal
          visible={visible}
          onClose={() => setVisible(false)}
          controller={controller}
          fields={fields}
          title={title}
          getPopupContainer={getPopupContainer}
        />
        {messageHolder}
        {modalHolder}
      </span>
    </PopupContainerProvider>
  );
  return services ? <SuperQueryServicesProvider {...services}>{content}</SuperQueryServicesProvider> : content;
}
