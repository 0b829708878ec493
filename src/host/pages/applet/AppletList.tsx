import { Form, Modal, Select } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { getAction, unwrap } from '../../../core/http';
import { ListPage, type ListPageConfig, type ListPageContext, type Row } from '../../list-page';
import { submit } from '../../shared/data/desk-api';
import { textFields } from '../../shared/data/form-values';
import { useRemote } from '../../shared/data/use-remote';

interface Target {
  row: Row;
  context: ListPageContext;
}

interface DutyUser {
  id: string;
  username: string;
  realname: string;
}

function configFor(changeDuty: (target: Target) => void): ListPageConfig {
  return {
    title: '小程序',
    url: { list: '/sys/applet/getAppletList', add: '/sys/applet/addApplet', edit: '/sys/applet/updateApplet' },
    editMethod: 'post',
    authPre: 'applet:',
    columns: [
      { dataIndex: 'name', title: '小程序名称', width: 160 },
      { dataIndex: 'logo', title: '图标', width: 70, format: 'image' },
      { dataIndex: 'appId', title: 'AppID', width: 190 },
      { dataIndex: 'appType', title: '平台', width: 120, dictCode: 'applet_type' },
      { dataIndex: 'status', title: '状态', width: 90, dictCode: 'applet_status', format: 'tag' },
      { dataIndex: 'version', title: '版本', width: 80 },
      { dataIndex: 'dutyUserName', title: '负责人', width: 100 },
      { dataIndex: 'shopName', title: '所属店铺', width: 180, format: 'ellipsis' },
      { dataIndex: 'channelCount', title: '推广渠道数', width: 100, align: 'right' },
      { dataIndex: 'onlineTime', title: '上线时间', width: 170 },
      { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true },
    ],
    search: [
      { field: 'name', label: '小程序名称' },
      { field: 'appType', label: '平台', type: 'select', dictCode: 'applet_type' },
      { field: 'status', label: '状态', type: 'select', dictCode: 'applet_status' },
    ],
    form: [
      { field: 'name', label: '小程序名称', required: true, span: 12 },
      { field: 'appId', label: 'AppID', required: true, span: 12 },
      { field: 'appType', label: '平台', type: 'select', dictCode: 'applet_type', required: true, span: 12 },
      { field: 'status', label: '状态', type: 'select', dictCode: 'applet_status', defaultValue: '0', span: 12 },
      { field: 'version', label: '版本号', placeholder: '如 1.0.0', span: 12 },
      { field: 'logo', label: '图标', type: 'image', span: 12 },
      { field: 'description', label: '简介', type: 'textarea' },
    ],
    toForm: (row) => textFields(row, 'appType', 'status'),
    fromForm: (values, _mode, row) => (row ? { ...values, id: row.id } : values),
    rowActions: [
      {
        key: 'duty',
        label: '更换负责人',
        auth: 'applet:duty',
        onClick: (row, context) => changeDuty({ row, context }),
      },
    ],
  };
}

function DutyModal({ target, onClose }: { target: Target; onClose: () => void }) {
  const [userId, setUserId] = useState<string | undefined>(String(target.row.dutyUserId ?? '') || undefined);
  const [busy, setBusy] = useState(false);
  const users = useRemote(
    ['/sys/applet/getSysUser', { pageSize: 500 }],
    async (signal) =>
      unwrap(await getAction<{ records: DutyUser[] }>('/sys/applet/getSysUser', { pageSize: 500 }, { signal })).records,
  );
  const save = async () => {
    setBusy(true);
    const done = await submit('/sys/applet/changeDutyUser', { id: target.row.id, dutyUserId: userId });
    setBusy(false);
    if (!done) return;
    onClose();
    await target.context.reload();
  };
  return (
    <Modal
      title={`更换负责人 · ${String(target.row.name ?? '')}`}
      visible
      onOk={save}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form layout="vertical">
        <Form.Item label="负责人" required>
          <Select
            aria-label="负责人"
            showSearch
            loading={users.loading}
            placeholder="请选择负责人"
            value={userId}
            onChange={setUserId}
            filterOption={(input, option) =>
              String((option as { props?: { children?: unknown } }).props?.children ?? '').includes(input)
            }
            options={(users.data ?? []).map((user) => ({
              label: `${user.realname}（${user.username}）`,
              value: user.id,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 小程序列表: the tenant's mini-programs (a shop user: their shop's), add, edit and a new duty user. */
export default function AppletList() {
  const [target, setTarget] = useState<Target | null>(null);
  const config = useMemo(() => configFor(setTarget), []);
  return (
    <>
      <ListPage config={config} />
      {target ? <DutyModal target={target} onClose={() => setTarget(null)} /> : null}
    </>
  );
}
