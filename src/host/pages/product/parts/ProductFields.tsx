import { Form, Grid, Input, InputNumber, Select } from '@arco-design/web-react';
import { DictSelect } from '../../../../widgets/dict-select';
import { UploadField } from '../../../../widgets/upload-field';
import { isShopUser } from '../../../shared/data/shop-api';
import { ShopSelect } from '../../../shared/pickers/ShopSelect';
import { NEW_DEGREES } from '../product-edit-model';
import { BillConfigSelect } from './BillConfigSelect';
import { CategoryTreeSelect } from './CategoryTreeSelect';

const { Row, Col } = Grid;
const required = (message: string) => [{ required: true, message }];

/** The product editor's basic fields (inside its Form); `adding` lets the tenant pick the shop. */
export function ProductFields({ adding, shopId }: { adding: boolean; shopId: string | undefined }) {
  return (
    <Row gutter={24}>
      <Col span={8} style={{ display: adding && !isShopUser() ? undefined : 'none' }}>
        <Form.Item field="shopId" label="所属店铺" rules={required('请选择店铺')}>
          <ShopSelect autoSelect={adding} disabled={!adding} />
        </Form.Item>
      </Col>
      <Col span={16}>
        <Form.Item field="productName" label="商品名称" rules={required('请输入商品名称')}>
          <Input placeholder="请输入商品名称" maxLength={60} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item field="productType" label="商品类型" rules={required('请选择商品类型')}>
          <DictSelect dictCode="rent_or_purchase" placeholder="请选择商品类型" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item field="categoryId" label="商品类目" rules={required('请选择商品类目')}>
          <CategoryTreeSelect shopId={shopId} leafOnly />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item field="brand" label="品牌">
          <Input placeholder="请输入品牌" maxLength={50} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item field="newDegree" label="成色">
          <Select
            placeholder="请选择成色"
            allowClear
            options={NEW_DEGREES.map((degree) => ({ value: degree, label: degree }))}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item field="deliveryType" label="配送方式">
          <DictSelect dictCode="delivery_type" placeholder="请选择配送方式" />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item field="freight" label="运费">
          <InputNumber min={0} precision={2} prefix="¥" />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item field="sort" label="排序">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item field="buyoutSupported" label="支持买断">
          <DictSelect dictCode="yn" mode="radio" />
        </Form.Item>
      </Col>
      <Col span={16}>
        <Form.Item field="billConfigIds" label="分期方案">
          <BillConfigSelect shopId={shopId} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item field="description" label="商品卖点">
          <Input placeholder="一句话卖点，不超过100个字符" maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item field="mainImage" label="商品主图" rules={required('请上传商品主图')}>
          <UploadField imageOnly limit={1} biz="product" />
        </Form.Item>
      </Col>
      <Col span={16}>
        <Form.Item field="images" label="商品图片（最多9张）">
          <UploadField imageOnly limit={9} biz="product" />
        </Form.Item>
      </Col>
    </Row>
  );
}
