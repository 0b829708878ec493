import { Card } from '@arco-design/web-react';
import { isShopUser } from '../../../shared/data/shop-api';
import { ShopSelect } from '../../../shared/pickers/ShopSelect';

/**
 * The shop a one-shop page is about: a select for the tenant (the first shop picked), nothing for a
 * shop user (their own shop is the only one the server lets them name).
 */
export function ShopBar({
  shopId,
  onChange,
}: {
  shopId: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  if (isShopUser()) return <ShopSelect value={shopId} onChange={onChange} autoSelect style={{ display: 'none' }} />;
  return (
    <Card style={{ marginBottom: 16 }} bodyStyle={{ padding: '12px 20px' }}>
      <span style={{ marginRight: 12 }}>店铺</span>
      <ShopSelect value={shopId} onChange={onChange} autoSelect style={{ width: 320 }} />
    </Card>
  );
}
