import { Button, Card, Form, Space, Spin } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getAction, postAction } from '../../../core/http';
import { EditableTable, type EditableTableHandle, type RowData } from '../../../widgets/editable-table';
import { load, submit } from '../../shared/data/shop-api';
import { ProductFields } from './parts/ProductFields';
import { PURCHASE, productIdOf, RENT, specBody, specColumns } from './product-edit-model';

const RichTextEditor = lazy(() =>
  import('../../../widgets/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

type Values = Record<string, unknown>;
const LIST_PATH = '/product/productList';
const EDIT_URL = '/business/ptoduct/selectProductEdit';
/** The product list's cache key (its list url), refreshed after a save. */
const LIST_KEY = ['/business/ptoduct/list'];
const asText = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

/**
 * 商品编辑 (/product/productEdit, `?id=` to edit): the product's fields, its specs and prices in an
 * editable table, instalment plans, images and the rich-text detail; saved with its specs as a whole.
 */
export default function ProductEdit() {
  const navigate = useNavigate();
  const id = productIdOf(useLocation().search);
  const [form] = Form.useForm<Values>();
  const table = useRef<EditableTableHandle>(null);
  const [specs, setSpecs] = useState<RowData[]>([]);
  const [detail, setDetail] = useState('');
  const [saving, setSaving] = useState(false);
  const [productType, setProductType] = useState(RENT);
  const [shopId, setShopId] = useState<string>();
  const queryClient = useQueryClient();
  // Loaded once per opening: a refetch never overwrites the user's edits (a refusal is shown by load).
  const saved = useQuery({
    queryKey: [EDIT_URL, id],
    queryFn: ({ signal }) => load(getAction<Values>(EDIT_URL, { id }, { signal })),
    enabled: Boolean(id),
    staleTime: Infinity,
    gcTime: 0,
  });
  const product = saved.data;

  // Fills the editor: a new product's defaults, or the loaded product once it arrives.
  useEffect(() => {
    if (!id) {
      form.setFieldsValue({ productType: RENT, deliveryType: '1', buyoutSupported: '0', freight: 0, sort: 0 });
      setSpecs([]);
      return;
    }
    if (!product) return;
    form.setFieldsValue({
      ...product,
      productType: asText(product.productType),
      deliveryType: asText(product.deliveryType),
      buyoutSupported: asText(product.buyoutSupported),
    });
    setProductType(asText(product.productType) ?? RENT);
    setShopId(asText(product.shopId));
    setDetail(String(product.detail ?? ''));
    setSpecs((product.specs as RowData[] | undefined) ?? []);
  }, [id, product, form]);

  const columns = useMemo(() => specColumns(productType), [productType]);

  const save = async () => {
    let values: Values;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    let rows: RowData[];
    try {
      rows = (await (table.current as EditableTableHandle).validateTable()).rows;
    } catch {
      return;
    }
    const body = { ...values, detail, specs: specBody(rows) };
    setSaving(true);
    try {
      await submit(
        id
          ? postAction('/business/ptoduct/updateBusProduct', { ...body, id })
          : postAction('/business/ptoduct/busInsertProduct', body),
      );
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      navigate(LIST_PATH);
    } catch {
      // The refusal is shown by submit.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Spin loading={saved.isFetching} style={{ display: 'block' }}>
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(changed) => {
          if ('productType' in changed) setProductType(asText(changed.productType) ?? RENT);
          if ('shopId' in changed) setShopId(asText(changed.shopId));
        }}
      >
        <Card title={id ? '编辑商品' : '新增商品'} style={{ marginBottom: 16 }}>
          <ProductFields adding={!id} shopId={shopId} />
        </Card>
        <Card
          title="规格与价格"
          style={{ marginBottom: 16 }}
          extra={productType === PURCHASE ? '按售价出售' : '日租金 × 租期天数 = 租金总额'}
        >
          <EditableTable
            ref={table}
            columns={columns}
            dataSource={specs}
            alwaysEdit
            toolbar
            maxHeight={360}
            rowHeight={48}
          />
        </Card>
        <Card title="商品详情" style={{ marginBottom: 16 }}>
          <Suspense fallback={<Spin />}>
            <RichTextEditor value={detail} onChange={setDetail} height={300} placeholder="请输入商品详情" />
          </Suspense>
        </Card>
      </Form>
      <Space>
        <Button type="primary" loading={saving} onClick={save}>
          保存
        </Button>
        <Button onClick={() => navigate(LIST_PATH)}>返回</Button>
      </Space>
    </Spin>
  );
}
