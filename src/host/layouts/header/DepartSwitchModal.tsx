import { Form, Message, Modal, Select, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { type Department, loadCurrentDeparts, NO_DEPART_MESSAGE, selectDepart } from '../../../core/session';
import { showFailure } from '../../app/show-failure';

interface DepartSwitchModalProps {
  visible: boolean;
  onClose: () => void;
  /** false (the default): the user must pick a department, as after a login with several. */
  closable?: boolean;
  title?: string;
}

/**
 * 部门选择 (width 450): the user's departments with the current one preselected; confirming
 * switches (the returned user info replaces the stored one). With no department it warns
 * 您尚未设置部门信息! and closes.
 */
export function DepartSwitchModal({ visible, onClose, closable = false, title = '部门选择' }: DepartSwitchModalProps) {
  const [departs, setDeparts] = useState<Department[]>([]);
  const [selected, setSelected] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!visible) return;
    let live = true;
    setLoading(true);
    setError(false);
    loadCurrentDeparts()
      .then(({ departs: list, orgCode }) => {
        if (!live) return;
        if (list.length === 0) {
          Message.warning(NO_DEPART_MESSAGE);
          closeRef.current();
          return;
        }
        setDeparts(list);
        setSelected(list.some((d) => d.orgCode === orgCode) ? (orgCode ?? undefined) : undefined);
      })
      .catch(() => live && closeRef.current())
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [visible]);

  const confirm = async () => {
    if (!selected) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      const user = await selectDepart(selected);
      const name = departs.find((d) => d.orgCode === user.orgCode)?.departName;
      Message.success(name ? `已切换到 ${name}` : '部门切换成功');
      onClose();
    } catch (failure) {
      showFailure(failure, '部门切换失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      visible={visible}
      style={{ width: 450, maxWidth: 'calc(100vw - 32px)' }}
      closable={closable}
      maskClosable={false}
      escToExit={closable}
      hideCancel={!closable}
      cancelText="关闭"
      okText="确认"
      onOk={confirm}
      onCancel={onClose}
      confirmLoading={busy}
      unmountOnExit
    >
      <Spin loading={loading} block>
        <Form layout="vertical">
          <Form.Item
            label="部门"
            required
            validateStatus={error ? 'error' : undefined}
            help={error ? '请选择登录部门' : undefined}
          >
            <Select
              placeholder="请选择登录部门"
              value={selected}
              onChange={(value: string) => {
                setSelected(value);
                setError(false);
              }}
              options={departs.map((d) => ({ label: d.departName, value: d.orgCode }))}
              showSearch
              aria-label="部门"
            />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
