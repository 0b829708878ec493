import { Button, Card, Descriptions, Empty, Message, Select, Space, Spin, Table } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { postAction, unwrap } from '../../../core/http';
import { hasPermission } from '../../../core/permission';
import { showFailure } from '../../app/show-failure';
import { useRemote } from '../../shared/data/use-remote';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { SummaryCards } from '../statistics/parts/SummaryCards';
import {
  ACCOUNT_URL,
  FREQUENCIES,
  loadAccount,
  loadShops,
  loadWithdrawals,
  reloadAccount,
  SHOPS_URL,
  type ShopAccount,
  shopOptions,
  WITHDRAWALS_URL,
} from './balance-api';
import { WithdrawDialog } from './parts/WithdrawDialog';

function FrequencySelect({ account, onChanged }: { account: ShopAccount; onChanged: () => void }) {
  const [saving, setSaving] = useState(false);
  const change = async (value: number) => {
    setSaving(true);
    try {
      const envelope = await postAction<unknown>('/shopFundFlow/updateFrequency', {
        shopId: account.shopId,
        withdrawFrequency: value,
      });
      unwrap(envelope);
      Message.success(envelope.message || '修改成功');
      onChanged();
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Select
      aria-label="提现频率"
      style={{ width: 120 }}
      size="small"
      loading={saving}
      value={account.withdrawFrequency}
      options={FREQUENCIES}
      disabled={!hasPermission('balance:frequency')}
      onChange={change}
    />
  );
}

function AccountView({ shopId }: { shopId: string }) {
  const queryClient = useQueryClient();
  const [withdrawing, setWithdrawing] = useState(false);
  const account = useRemote([ACCOUNT_URL, shopId], (signal) => loadAccount(shopId, signal));
  const withdrawals = useRemote([WITHDRAWALS_URL, shopId], (signal) => loadWithdrawals(shopId, signal));
  const reload = () => void reloadAccount(queryClient, shopId);

  if (account.error && !account.data) {
    return <LoadFailed title="账户加载失败" error={account.error} onRetry={account.retry} />;
  }
  const info = account.data;
  if (!info) return <Spin style={{ display: 'block', padding: 48, textAlign: 'center' }} />;
  return (
    <>
      <SummaryCards
        figures={[
          { title: '账户余额', value: info.balance, prefix: '¥', precision: 2 },
          { title: '可提现金额', value: info.withdrawableAmount, prefix: '¥', precision: 2 },
          { title: '冻结金额', value: info.frozenAmount, prefix: '¥', precision: 2 },
          { title: '累计收入', value: info.totalIncome, prefix: '¥', precision: 2 },
          { title: '提现中', value: info.pendingWithdraw, prefix: '¥', precision: 2 },
          { title: '已提现', value: info.withdrawnAmount, prefix: '¥', precision: 2 },
        ]}
      />
      <Card
        title={`${info.shopName} · 结算账户`}
        extra={
          hasPermission('balance:withdraw') && (
            <Button type="primary" onClick={() => setWithdrawing(true)} disabled={info.withdrawableAmount <= 0}>
              申请提现
            </Button>
          )
        }
      >
        <Descriptions
          column={3}
          data={[
            { label: '开户名', value: info.accountName ?? '-' },
            { label: '开户银行', value: info.bankName ?? '-' },
            { label: '银行卡号', value: info.bankCard ?? '-' },
            { label: '提现频率', value: <FrequencySelect account={info} onChanged={reload} /> },
            { label: '下次可提现日期', value: info.nextWithdrawDate ?? '随时可申请' },
          ]}
        />
      </Card>
      <Card title="提现记录" style={{ marginTop: 16 }}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          loading={withdrawals.loading}
          data={withdrawals.data?.records ?? []}
          columns={[
            { title: '提现单号', dataIndex: 'withdrawNo' },
            { title: '金额', dataIndex: 'amount', align: 'right' },
            { title: '状态', dataIndex: 'status_dictText' },
            { title: '备注', dataIndex: 'remark' },
            { title: '审核意见', dataIndex: 'auditRemark' },
            { title: '申请时间', dataIndex: 'createTime' },
          ]}
        />
      </Card>
      <WithdrawDialog account={info} visible={withdrawing} onClose={() => setWithdrawing(false)} onDone={reload} />
    </>
  );
}

/**
 * 账户余额: a shop's balances, settlement account and withdrawals; 申请提现 and the 提现频率 setting.
 * Tenant users pick one of their shops; a shop user sees their own.
 */
export default function Account() {
  const shops = useRemote([SHOPS_URL], loadShops);
  const [picked, setPicked] = useState('');

  if (shops.error && !shops.data) {
    return <LoadFailed title="店铺加载失败" error={shops.error} onRetry={shops.retry} />;
  }
  if (!shops.data) return <Spin style={{ display: 'block', padding: 48, textAlign: 'center' }} />;
  const options = shopOptions(shops.data);
  if (options.length === 0) return <Empty style={{ padding: 48 }} description="暂无店铺账户" />;
  // The first shop until the user picks another.
  const shopId = picked || (options[0]?.id ?? '');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', padding: 16 }}>
      {options.length > 1 && (
        <Select
          aria-label="店铺"
          style={{ width: 280 }}
          value={shopId}
          onChange={setPicked}
          options={options.map((shop) => ({ value: shop.id, label: shop.name }))}
        />
      )}
      {shopId && <AccountView key={shopId} shopId={shopId} />}
    </Space>
  );
}
