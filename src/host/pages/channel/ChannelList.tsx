import { Descriptions, Modal } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { isChannelPartner } from '../../../core/session';
import { useSession } from '../../app/use-stores';
import { ListPage, type ListPageConfig, type Row } from '../../list-page';
import { RowAuditPrompt, type RowUnderAudit } from '../../shared/ui/RowAuditPrompt';

/** sys_channel.sign_status: 0 未签署, 1 审核中 (company info submitted), 2 已签署. */
const SIGN_SUBMITTED = 1;

const COMPANY_FIELDS: readonly [string, string][] = [
  ['companyName', '企业名称'],
  ['creditCode', '统一社会信用代码'],
  ['address', '企业地址'],
  ['qyEmail', '企业邮箱'],
  ['frName', '法人姓名'],
  ['idCard', '法人身份证'],
  ['mobile', '法人手机号'],
];

function showCompany(row: Row) {
  const company = (row.companyInfo ?? null) as Record<string, unknown> | null;
  Modal.info({
    title: `${String(row.name ?? '')} · 企业信息`,
    style: { width: 640 },
    content: company ? (
      <Descriptions
        column={1}
        border
        data={COMPANY_FIELDS.map(([key, label]) => ({ label, value: String(company[key] ?? '') }))}
      />
    ) : (
      '该渠道尚未提交企业信息'
    ),
  });
}

/** What a channel partner may change on their own channel (the server refuses the rest). */
const PARTNER_FORM: ListPageConfig['form'] = [
  { field: 'contactName', label: '联系人', span: 12 },
  { field: 'contactPhone', label: '联系电话', span: 12 },
];

function configFor(review: (target: RowUnderAudit) => void, partner: boolean): ListPageConfig {
  return {
    title: '渠道',
    url: { list: '/sys/channel/findChannelList', edit: '/sys/channel/updateChannel' },
    editMethod: 'post',
    authPre: 'channel:',
    columns: [
      { dataIndex: 'name', title: '渠道名称', width: 200 },
      { dataIndex: 'code', title: '渠道编码', width: 110 },
      { dataIndex: 'contactName', title: '联系人', width: 100 },
      { dataIndex: 'contactPhone', title: '联系电话', width: 130 },
      { dataIndex: 'commissionRate', title: '佣金比例(%)', width: 110, align: 'right' },
      { dataIndex: 'signStatus', title: '签署状态', width: 100, dictCode: 'sign_status', format: 'tag' },
      { dataIndex: 'status', title: '状态', width: 80, dictCode: 'valid_status' },
      { dataIndex: 'isDefault', title: '默认渠道', width: 90, dictCode: 'yn' },
      { dataIndex: 'orderCount', title: '订单数', width: 90, align: 'right' },
      { dataIndex: 'orderAmount', title: '订单金额', width: 120, format: 'money', align: 'right' },
      { dataIndex: 'userCount', title: '用户数', width: 90, align: 'right' },
      { dataIndex: 'defaultShopName', title: '默认店铺', width: 200, format: 'ellipsis' },
      { dataIndex: 'signMessage', title: '签署说明', width: 220, format: 'ellipsis', defaultHidden: true },
      { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true },
    ],
    search: [
      { field: 'name', label: '渠道名称' },
      { field: 'signStatus', label: '签署状态', type: 'select', dictCode: 'sign_status' },
      { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
    ],
    form: partner
      ? PARTNER_FORM
      : [
          { field: 'name', label: '渠道名称', required: true, span: 12 },
          { field: 'code', label: '渠道编码', span: 12 },
          { field: 'contactName', label: '联系人', span: 12 },
          { field: 'contactPhone', label: '联系电话', span: 12 },
          { field: 'commissionRate', label: '佣金比例(%)', type: 'number', span: 12, props: { min: 0, max: 100 } },
          { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', span: 12 },
        ],
    toForm: (row) => ({ ...row, status: row.status === undefined ? undefined : String(row.status) }),
    fromForm: (values, _mode, row) => ({ ...values, id: row?.id }),
    rowActions: [
      { key: 'company', label: '企业信息', onClick: (row) => showCompany(row) },
      {
        key: 'review',
        label: '签署审核',
        auth: 'channel:edit',
        visible: (row) => !partner && Number(row.signStatus) === SIGN_SUBMITTED,
        onClick: (row, context) => review({ row, context }),
      },
    ],
  };
}

/**
 * 渠道列表: the tenant's channels with their signing status and figures (a channel partner sees only
 * their own channel and may change its contact), editing and the tenant's signing review.
 */
export default function ChannelList() {
  const [target, setTarget] = useState<RowUnderAudit | null>(null);
  const partner = useSession((state) => isChannelPartner(state.userInfo?.authority));
  const config = useMemo(() => configFor(setTarget, partner), [partner]);

  return (
    <>
      <ListPage config={config} />
      {target ? (
        <RowAuditPrompt
          target={target}
          title={`签署审核 · ${String(target.row.name ?? '')}`}
          maxLength={200}
          request={(approve, note) => ({
            url: '/sys/channel/updateChannel',
            body: { id: target.row.id, signStatus: approve ? 2 : 0, signMessage: note || undefined },
          })}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </>
  );
}
