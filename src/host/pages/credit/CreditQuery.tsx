import { Button, Card, Form, Input, Message, Space, Table } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { postAction, unwrap } from '../../../core/http';
import { hasPermission } from '../../../core/permission';
import { showFailure } from '../../app/show-failure';
import type { Row } from '../../list-page';
import { useRemote } from '../../shared/data/use-remote';
import { validValues } from '../order/order-api';
import { loadReports, REPORTS_URL } from './credit-api';
import { CreditReportView } from './parts/CreditReportView';

const MOBILE = /^1[34578]\d{9}$/;
const LATEST = { pageSize: 5 };

/**
 * 征信查询: a customer's credit by phone — the score from their order history, checked against the
 * tenant's 风控规则, kept as a 信用报告 — and the latest reports.
 */
export default function CreditQuery() {
  const [form] = Form.useForm();
  const [report, setReport] = useState<Row | null>(null);
  const [querying, setQuerying] = useState(false);
  const queryClient = useQueryClient();
  const latest = useRemote([REPORTS_URL, LATEST], (signal) => loadReports(LATEST, signal));
  const allowed = hasPermission('credit:query');

  const query = async () => {
    const values = await validValues<{ phone: string }>(form);
    if (!values) return;
    setQuerying(true);
    try {
      const envelope = await postAction<Row>('/business/credit/query', { phone: values.phone.trim() });
      setReport(unwrap(envelope));
      Message.success(envelope.message || '查询成功');
      // The new report heads 最近查询 and the 信用报告 list.
      void queryClient.invalidateQueries({ queryKey: [REPORTS_URL] });
    } catch (error) {
      showFailure(error);
    } finally {
      setQuerying(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%', padding: 16 }}>
      <Card title="征信查询">
        <Form form={form} layout="inline" onSubmit={query}>
          <Form.Item
            label="客户手机号"
            field="phone"
            rules={[
              { required: true, message: '请输入手机号' },
              { match: MOBILE, message: '请输入正确手机号' },
            ]}
          >
            <Input placeholder="请输入客户手机号" maxLength={11} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={querying} disabled={!allowed}>
              查询
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {report && (
        <Card>
          <CreditReportView report={report} />
        </Card>
      )}
      <Card title="最近查询">
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          loading={latest.loading}
          data={latest.data?.records ?? []}
          onRow={(row: Row) => ({ onClick: () => setReport(row) })}
          columns={[
            { title: '报告编号', dataIndex: 'reportNo' },
            { title: '客户', dataIndex: 'userName' },
            { title: '手机号', dataIndex: 'phone' },
            { title: '信用分', dataIndex: 'creditScore' },
            { title: '信用等级', dataIndex: 'creditLevel_dictText' },
            { title: '审核建议', dataIndex: 'suggestion_dictText' },
            { title: '查询时间', dataIndex: 'createTime' },
          ]}
        />
      </Card>
    </Space>
  );
}
