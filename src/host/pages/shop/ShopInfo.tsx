import { Card, Empty, Image } from '@arco-design/web-react';
import { useState } from 'react';
import { fileUrl } from '../../../core/format';
import { DetailList } from '../../../widgets/detail-list';
import { useRemote } from '../../shared/data/use-remote';
import { AdditionalInfoForm, fetchShopInfo } from './parts/AdditionalInfoForm';
import { ShopBar } from './parts/ShopBar';

type Values = Record<string, unknown>;

const MODES: Record<string, string> = { '1': '租赁', '2': '购买', '3': '租购' };
const show = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** 店铺信息: one shop's basic information (read-only here) and its editable additional information. */
export default function ShopInfo() {
  const [shopId, setShopId] = useState<string>();
  // The last shop's information stays on screen while the next one loads.
  const { data: info } = useRemote<Values | null>(
    ['/business/shop/selectBusShopInfo', shopId],
    (signal) => fetchShopInfo(String(shopId), signal),
    { enabled: Boolean(shopId) },
  );

  return (
    <div>
      <ShopBar shopId={shopId} onChange={setShopId} />
      <Card title="基本信息" style={{ marginBottom: 16 }}>
        {!info && <Empty description="暂无店铺信息" />}
        {info && (
          <div style={{ display: 'flex', gap: 24 }}>
            {typeof info.logo === 'string' && info.logo && (
              <Image width={96} height={96} src={fileUrl(info.logo)} alt="店铺logo" />
            )}
            <div style={{ flex: 1 }}>
              <DetailList
                columns={3}
                items={[
                  { label: '店铺名称', value: show(info.name) },
                  { label: '所属租户', value: show(info.tenantName) },
                  { label: '经营方式', value: MODES[String(info.rentOrPurchase)] ?? '-' },
                  { label: '联系人', value: show(info.contactName) },
                  { label: '联系电话', value: show(info.contactPhone) },
                  { label: '商品数', value: `${show(info.productCount)}（在售 ${show(info.onSaleCount)}）` },
                  { label: '店铺地址', value: show(info.address), span: 3 },
                  { label: '店铺简介', value: show(info.description), span: 3 },
                ]}
              />
            </div>
          </div>
        )}
      </Card>
      <Card title="附加信息">
        {shopId ? <AdditionalInfoForm shopId={shopId} /> : <Empty description="请选择店铺" />}
      </Card>
    </div>
  );
}
