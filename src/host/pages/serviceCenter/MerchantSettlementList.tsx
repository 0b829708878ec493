import { Link } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { fileUrl } from '../../../core/format';
import { ListPage, type ListPageConfig } from '../../list-page';
import { RowAuditPrompt, type RowUnderAudit } from '../../shared/ui/RowAuditPrompt';

/** bus_merchant_settlement.status: 0 待审核, 1 已入驻, 2 已驳回. */
const PENDING = 0;

/** The licence as a link (opened on demand, not loaded with the list). */
function licenseLink(value: unknown) {
  const path = String(value ?? '');
  if (!path) return '-';
  return (
    <Link href={fileUrl(path)} target="_blank" rel="noopener noreferrer">
      查看
    </Link>
  );
}

function configFor(audit: (target: RowUnderAudit) => void): ListPageConfig {
  return {
    title: '商户入驻',
    url: { list: '/sys/serviceCenter/getMerchantSettlement' },
    columns: [
      { dataIndex: 'merchantName', title: '商户名称', width: 220, format: 'ellipsis' },
      { dataIndex: 'creditCode', title: '统一社会信用代码', width: 190 },
      { dataIndex: 'legalPerson', title: '法人', width: 90 },
      { dataIndex: 'contactName', title: '联系人', width: 90 },
      { dataIndex: 'contactPhone', title: '联系电话', width: 130 },
      { dataIndex: 'businessCategory', title: '经营类目', width: 120 },
      { dataIndex: 'rentOrPurchase', title: '经营模式', width: 90, dictCode: 'rent_or_purchase' },
      { dataIndex: 'settleCycle', title: '结算周期', width: 90, dictCode: 'settle_cycle' },
      { dataIndex: 'commissionRate', title: '佣金比例(%)', width: 110, align: 'right' },
      { dataIndex: 'licenseUrl', title: '营业执照', width: 90, render: licenseLink },
      { dataIndex: 'status', title: '状态', width: 90, dictCode: 'settlement_status', format: 'tag' },
      { dataIndex: 'auditRemark', title: '审核意见', width: 180, format: 'ellipsis' },
      { dataIndex: 'createTime', title: '申请时间', width: 170, sorter: true },
    ],
    search: [
      { field: 'merchantName', label: '商户名称' },
      { field: 'status', label: '状态', type: 'select', dictCode: 'settlement_status' },
    ],
    rowActions: [
      {
        key: 'audit',
        label: '审核',
        auth: 'settlement:audit',
        visible: (row) => Number(row.status) === PENDING,
        onClick: (row, context) => audit({ row, context }),
      },
    ],
  };
}

/** 商户入驻: merchants' settlement applications, reviewed (入驻 or 驳回 with a reason). */
export default function MerchantSettlementList() {
  const [target, setRowUnderAudit] = useState<RowUnderAudit | null>(null);
  const config = useMemo(() => configFor(setRowUnderAudit), []);

  return (
    <>
      <ListPage config={config} />
      {target ? (
        <RowAuditPrompt
          target={target}
          title={`入驻审核 · ${String(target.row.merchantName ?? '')}`}
          maxLength={255}
          request={(approve, remark) => ({
            url: '/sys/serviceCenter/updateMerchantSettlement',
            body: { id: target.row.id, status: approve ? 1 : 2, auditRemark: remark },
          })}
          onClose={() => setRowUnderAudit(null)}
        />
      ) : null}
    </>
  );
}
