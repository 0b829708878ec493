import { Button, Empty, Modal, Radio, Space } from '@arco-design/web-react';
import { IconPlus, IconSave } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { SUPER_QUERY_MATCH_TYPE_LABELS, SUPER_QUERY_MATCH_TYPES, type SuperQueryField } from '../../core/query';
import { ConditionRow } from './ConditionRow';
import type { GetPopupContainer } from './popup-container';
import { SavedQueryPanel } from './SavedQueryPanel';
import { SaveQueryPrompt } from './SaveQueryPrompt';
import type { SuperQueryController } from './use-super-query-controller';

/** Width of the query modal (docs/widgets-spec.md §2). */
export const SUPER_QUERY_MODAL_WIDTH = 1000;

export interface SuperQueryModalProps {
  visible: boolean;
  onClose: () => void;
  controller: SuperQueryController;
  fields: readonly SuperQueryField[];
  title?: string;
  getPopupContainer?: GetPopupContainer;
}

/**
 * The query modal: condition rows and the match type on the left, saved queries on the right;
 * 保存查询 in the footer's left corner, 重置 / 关闭 / 查询 on its right.
 */
export function SuperQueryModal({
  visible,
  onClose,
  controller,
  fields,
  title = '高级查询构造器',
  getPopupContainer,
}: SuperQueryModalProps) {
  const { state, dispatch, fieldsByName } = controller;
  const [prompting, setPrompting] = useState(false);
  const container = getPopupContainer ? () => getPopupContainer(document.body) : undefined;

  const search = () => {
    if (controller.search()) onClose();
  };

  const footer = (
    <div className="super-query__footer">
      <Button icon={<IconSave />} onClick={() => controller.canSave() && setPrompting(true)}>
        保存查询
      </Button>
      <Space>
        <Button onClick={controller.reset}>重置</Button>
        <Button onClick={onClose}>关闭</Button>
        <Button type="primary" onClick={search}>
          查询
        </Button>
      </Space>
    </div>
  );

  return (
    <Modal
      title={title}
      visible={visible}
      onCancel={onClose}
      footer={footer}
      style={{ width: SUPER_QUERY_MODAL_WIDTH, maxWidth: 'calc(100vw - 32px)' }}
      className="super-query__modal"
      getPopupContainer={container}
      maskClosable={false}
    >
      <div className="super-query__body">
        <section className="super-query__conditions" aria-label="查询条件">
          <div className="super-query__match">
            <span className="super-query__match-label">过滤条件匹配：</span>
            <Radio.Group
              type="button"
              size="small"
              aria-label="匹配方式"
              value={state.matchType}
              onChange={(matchType) => dispatch({ type: 'matchType', matchType })}
            >
              {SUPER_QUERY_MATCH_TYPES.map((matchType) => (
                <Radio key={matchType} value={matchType}>
                  {SUPER_QUERY_MATCH_TYPE_LABELS[matchType]}
                </Radio>
              ))}
            </Radio.Group>
          </div>
          {state.rows.length === 0 ? (
            <Empty className="super-query__empty" description="没有任何查询条件" />
          ) : (
            <div className="super-query__rows">
              {state.rows.map((row, index) => (
                <ConditionRow
                  key={row.key}
                  index={index}
                  row={row}
                  fields={fields}
                  field={row.field === undefined ? undefined : fieldsByName.get(row.field)}
                  dispatch={dispatch}
                />
              ))}
            </div>
          )}
          <Button
            className="super-query__add"
            type="dashed"
            long
            icon={<IconPlus />}
            onClick={() => dispatch({ type: 'add' })}
          >
            添加条件
          </Button>
        </section>
        <SavedQueryPanel
          saved={controller.saved}
          current={controller.current}
          onLoad={controller.load}
          onRemove={controller.remove}
        />
      </div>
      <SaveQueryPrompt
        visible={prompting}
        onCancel={() => setPrompting(false)}
        onSave={async (name) => {
          const done = await controller.save(name);
          if (done) setPrompting(false);
          return done;
        }}
        getPopupContainer={getPopupContainer}
      />
    </Modal>
  );
}
