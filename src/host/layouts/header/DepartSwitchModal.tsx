import { Form, Message, Modal, Select, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type Department, loadCurrentDeparts, NO_DEPART_MESSAGE, selectDepart } from '../../../core/session';
import { showFailure } from '../../app/show-failure';

const NO_DEPARTS: Department[] = [];

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
  // Each opening asks afresh (its own query, dropped once the dialog has closed).
  const [opening, setOpening] = useState(0);
  const current = useQuery({
    queryKey: ['/sys/user/getCurrentUserDeparts', 'dialog', opening],
    queryFn: () => loadCurrentDeparts(),
    enabled: visible,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const departs = current.data?.departs ?? NO_DEPARTS;
  const orgCode = current.data?.orgCode;
  const [picked, setPicked] = useState<string | undefined>();
  // Until the user picks, the current department (when it is one of the list).
  const selected = picked ?? (departs.some((d) => d.orgCode === orgCode) ? (orgCode ?? undefined) : undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // A user without a department is told so, and the dialog closes; so it does when the list fails to load.
  useEffect(() => {
    if (current.data?.departs.length !== 0) return;
    Message.warning(NO_DEPART_MESSAGE);
    closeRef.current();
  }, [current.data]);
  useEffect(() => {
    if (current.error) closeRef.current();
  }, [current.error]);

  const afterClose = () => {
    setOpening((n) => n + 1);
    setPicked(undefined);
    setError(false);
  };

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
      afterClose={afterClose}
      unmountOnExit
    >
      <Spin loading={current.isFetching} block>
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
                setPicked(value);
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
