import { Button, Card, Empty, Popconfirm, Space, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getAction, postAction } from '../../../core/http';
import { hasPermission } from '../../../core/permission';
import { load, submit } from '../../shared/data/shop-api';
import { useRemote } from '../../shared/data/use-remote';
import { GiveBackAddressModal } from './parts/GiveBackAddressModal';
import { GiveBackRuleForm } from './parts/GiveBackRuleForm';
import { ShopBar } from './parts/ShopBar';

type Values = Record<string, unknown>;

interface RulesAndAddresses {
  shopId: string;
  shopName: string;
  shopRule: Values | null;
  giveBackAddresses: Values[];
}

const BASE = '/business/shopGiveBackAddresses';
const RULES_AND_ADDRESSES_URL = `${BASE}/selectShopRuleAndGiveBackByShopId`;

/** 归还地址: a shop's give-back rules and the addresses rentals are sent back to (one default). */
export default function GiveBackAddressList() {
  const [shopId, setShopId] = useState<string>();
  const [editing, setEditing] = useState<Values | null>(null);
  const queryClient = useQueryClient();
  // A refusal is shown by load; the last shop's rules and addresses stay while the next shop's are loading.
  const { data, loading } = useRemote<RulesAndAddresses | null>(
    [RULES_AND_ADDRESSES_URL, shopId],
    (signal) => load(postAction<RulesAndAddresses>(RULES_AND_ADDRESSES_URL, { shopId }, { signal })),
    { enabled: Boolean(shopId) },
  );
  const reload = () => queryClient.invalidateQueries({ queryKey: [RULES_AND_ADDRESSES_URL] });

  const remove = async (row: Values) => {
    try {
      await submit(getAction(`${BASE}/delShopGiveBackAddressById`, { id: row.id }));
      await reload();
    } catch {
      // The refusal is shown by submit.
    }
  };

  const columns: TableColumnProps<Values>[] = [
    {
      title: '收货人',
      dataIndex: 'receiverName',
      width: 140,
      render: (value, row) => (
        <Space>
          {String(value)}
          {Number(row.isDefault) === 1 && <Tag color="arcoblue">默认</Tag>}
        </Space>
      ),
    },
    { title: '联系电话', dataIndex: 'receiverPhone', width: 150 },
    {
      title: '地址',
      dataIndex: 'detailAddress',
      render: (value, row) =>
        `${String(row.provinceName ?? '')}${String(row.cityName ?? '')}${String(row.districtName ?? '')} ${String(value ?? '')}`,
    },
    { title: '备注', dataIndex: 'remark', ellipsis: true },
    {
      title: '操作',
      dataIndex: 'actions',
      width: 150,
      render: (_, row) => (
        <Space>
          {hasPermission('giveBack:edit') && (
            <Button type="text" size="mini" onClick={() => setEditing(row)}>
              编辑
            </Button>
          )}
          {hasPermission('giveBack:delete') && (
            <Popconfirm title="确定删除吗?" onOk={() => remove(row)}>
              <Button type="text" size="mini" status="danger">
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <ShopBar shopId={shopId} onChange={setShopId} />
      <Card title="归还规则" style={{ marginBottom: 16 }}>
        {shopId && data ? (
          <GiveBackRuleForm shopId={shopId} rule={data.shopRule} />
        ) : (
          <Empty description="请选择店铺" />
        )}
      </Card>
      <Card
        title="归还地址"
        extra={
          hasPermission('giveBack:add') && (
            <Button type="primary" onClick={() => setEditing({})} disabled={!shopId}>
              新增归还地址
            </Button>
          )
        }
      >
        <Table
          rowKey="id"
          loading={loading}
          columns={columns}
          data={data?.giveBackAddresses ?? []}
          pagination={false}
        />
      </Card>
      {shopId && (
        <GiveBackAddressModal
          shopId={shopId}
          address={editing}
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      )}
    </div>
  );
}
