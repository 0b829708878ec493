import { Button, Card, Divider, Form, Grid, Input, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import {
  type EditableColumn,
  EditableTable,
  type FormTablesValues,
  type RowData,
  useSubTableForm,
} from '../../../../widgets/editable-table';

type Values = Record<string, unknown>;

const { Row, Col } = Grid;

const LINE_COLUMNS: EditableColumn[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'check', title: '', type: 'row-checkbox' },
  { key: 'productName', title: '商品名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'quantity', title: '数量', type: 'inputNumber', validateRules: [{ required: true }], statistics: ['sum'] },
  { key: 'price', title: '单价', type: 'inputNumber', validateRules: [{ pattern: 'money' }] },
];

const PAYMENT_COLUMNS: EditableColumn[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'check', title: '', type: 'row-checkbox' },
  {
    key: 'method',
    title: '付款方式',
    type: 'select',
    options: [
      { value: '1', text: '微信' },
      { value: '2', text: '支付宝' },
      { value: '3', text: '银行转账' },
    ],
  },
  { key: 'amount', title: '金额', type: 'inputNumber', validateRules: [{ required: true }], statistics: ['sum'] },
  { key: 'payDate', title: '付款日期', type: 'date' },
];

const LINES: RowData[] = [
  { id: 'L1', productName: '折叠自行车', quantity: 2, price: 899 },
  { id: 'L2', productName: '头盔', quantity: 2, price: 129.5 },
];

// The second payment has no amount: 校验并保存 switches to its tab and shows the message on the cell.
const PAYMENTS: RowData[] = [
  { id: 'P1', method: '1', amount: 1000, payDate: '2026-05-01' },
  { id: 'P2', method: '3', amount: '', payDate: '2026-05-02' },
];

/**
 * 一对多子表: a main form with two sub-tables in tabs (订单明细, 付款记录). 校验并保存 validates all of
 * them; the first error's tab becomes active and its cell shows the message (docs/widgets-spec.md §4).
 */
export function SubTablesDemo() {
  const [form] = Form.useForm<Values>();
  const subTables = useSubTableForm(['lines', 'payments']);
  const [saved, setSaved] = useState<FormTablesValues<Values> | null>(null);

  const save = () => {
    setSaved(null);
    subTables.validate<Values>(form).then(setSaved, () => undefined);
  };

  return (
    <Card title="一对多子表（标签页）">
      <Form form={form} layout="vertical" initialValues={{ orderNo: 'DD20260501001' }}>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item label="订单号" field="orderNo" rules={[{ required: true, message: '请输入订单号' }]}>
              <Input placeholder="请输入订单号" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="客户名称" field="customerName">
              <Input placeholder="请输入客户名称" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Tabs {...subTables.tabsProps}>
        <Tabs.TabPane key="lines" title="订单明细">
          <EditableTable {...subTables.tableProps('lines')} toolbar columns={LINE_COLUMNS} dataSource={LINES} />
        </Tabs.TabPane>
        <Tabs.TabPane key="payments" title="付款记录">
          <EditableTable
            {...subTables.tableProps('payments')}
            toolbar
            columns={PAYMENT_COLUMNS}
            dataSource={PAYMENTS}
          />
        </Tabs.TabPane>
      </Tabs>
      <Button type="primary" style={{ marginTop: 16 }} onClick={save}>
        校验并保存
      </Button>
      {saved && (
        <section aria-label="子表校验结果" style={{ marginTop: 16 }}>
          <Divider orientation="left">子表校验结果</Divider>
          <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify(saved, null, 2)}</pre>
        </section>
      )}
    </Card>
  );
}
