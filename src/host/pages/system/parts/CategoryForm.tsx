import { Form, Input, Message } from '@arco-design/web-react';
import { useEffect } from 'react';
import { FullscreenModal } from '../../../../widgets/modal';
import { showFailure } from '../../../app/show-failure';
import { useSaving, validatedValues } from '../../../shared/ui/dialog-save';
import { ROOT_PID, saveCategory } from '../category-api';
import type { CategoryRow } from '../category-rows';

/** What the form edits: a new root, a new child of `parent`, or `row`. */
export type CategoryFormTarget = { mode: 'add'; parent: CategoryRow | null } | { mode: 'edit'; row: CategoryRow };

export interface CategoryFormProps {
  target: CategoryFormTarget | null;
  onClose(): void;
  /** After a save, with the parent id whose children changed. */
  onSaved(pid: string): void;
}

const CODE_RULE = /^[A-Za-z0-9_-]*$/;

/**
 * 新增/编辑 of one category: 父级节点 (read-only), 类型名称, 类型编码 (optional when adding: the server
 * numbers it below its parent, e.g. A01A02).
 *
 * @example <CategoryForm target={{ mode: 'add', parent: row }} onClose={close} onSaved={reloadBelow} />
 */
export function CategoryForm({ target, onClose, onSaved }: CategoryFormProps) {
  const [form] = Form.useForm();
  const { saving, whileSaving } = useSaving();

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'edit') form.setFieldsValue({ name: target.row.name, code: target.row.code });
  }, [target, form]);

  const parentName = target?.mode === 'add' ? String(target.parent?.name ?? '无（顶级分类）') : '';
  const pid = target?.mode === 'add' ? (target.parent?.id ?? ROOT_PID) : String(target?.row.pid || ROOT_PID);

  const save = async () => {
    if (!target) return;
    const values = await validatedValues<{ name: string; code?: string }>(form);
    if (!values) return;
    await whileSaving(async () => {
      const body = target.mode === 'add' ? { ...values, pid } : { ...values, id: target.row.id };
      Message.success((await saveCategory(body)) || '操作成功');
      onClose();
      onSaved(pid);
    }, showFailure);
  };

  return (
    <FullscreenModal
      title={target?.mode === 'edit' ? '编辑' : '新增'}
      visible={target !== null}
      width={600}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      unmountOnExit
    >
      <Form form={form} layout="vertical" aria-label="分类字典">
        {target?.mode === 'add' && (
          <Form.Item label="父级节点">
            <Input value={parentName} disabled />
          </Form.Item>
        )}
        <Form.Item
          label="类型名称"
          field="name"
          rules={[
            { required: true, message: '请输入类型名称' },
            { maxLength: 100, message: '最大长度100位字符' },
          ]}
        >
          <Input placeholder="请输入类型名称" />
        </Form.Item>
        <Form.Item
          label="类型编码"
          field="code"
          extra={target?.mode === 'add' ? '留空时按父级编码自动生成' : undefined}
          rules={[
            { match: CODE_RULE, message: '只允许字母、数字、下划线和中划线' },
            { maxLength: 100, message: '最大长度100位字符' },
          ]}
        >
          <Input placeholder="请输入类型编码" />
        </Form.Item>
      </Form>
    </FullscreenModal>
  );
}
