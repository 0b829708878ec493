import { Button, Card, Form, Input, InputNumber, Space, Typography } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAction, unwrap } from '../../../core/http';
import { submit } from '../../shared/data/desk-api';
import { LoadState } from '../../shared/ui/LoadState';

const BASE_URL = '/tenant/config/base';

interface BaseConfig {
  tenantName: string;
  platformName: string;
  servicePhone: string;
  serviceEmail: string;
  serviceTime: string;
  orderCloseMinutes: number;
  autoReceiveDays: number;
  updateBy: string | null;
  updateTime: string | null;
}

/** 基础配置: the tenant's platform name, customer-service contact and order time limits. */
export default function BaseConfigPage() {
  const queryClient = useQueryClient();
  // Loaded once per opening (no cached copy, no background refetch): the form the user edits stays theirs.
  const config = useQuery({
    queryKey: [BASE_URL, 'form'],
    queryFn: async ({ signal }) => unwrap(await getAction<BaseConfig>(BASE_URL, undefined, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (config.data) form.setFieldsValue(config.data);
  }, [form, config.data]);

  const save = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    setBusy(true);
    const done = await submit(BASE_URL, values, '保存成功');
    setBusy(false);
    if (done) await queryClient.invalidateQueries({ queryKey: [BASE_URL] });
  };

  return (
    <Card bordered={false} title="基础配置">
      <LoadState
        loading={config.isFetching}
        error={config.error ?? undefined}
        onRetry={() => void config.refetch()}
        hasData={config.data !== undefined}
      >
        <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onSubmit={save}>
          <Form.Item label="租户名称">
            <Input value={config.data?.tenantName ?? ''} disabled />
          </Form.Item>
          <Form.Item
            label="平台名称"
            field="platformName"
            rules={[{ maxLength: 100, message: '平台名称不能超过100个字符' }]}
          >
            <Input placeholder="小程序与短信中显示的名称" />
          </Form.Item>
          <Form.Item
            label="客服电话"
            field="servicePhone"
            rules={[{ maxLength: 20, message: '客服电话不能超过20个字符' }]}
          >
            <Input placeholder="如 400-820-1001" />
          </Form.Item>
          <Form.Item label="客服邮箱" field="serviceEmail" rules={[{ type: 'email', message: '客服邮箱格式不正确' }]}>
            <Input placeholder="请输入客服邮箱" />
          </Form.Item>
          <Form.Item
            label="客服时间"
            field="serviceTime"
            rules={[{ maxLength: 50, message: '客服时间不能超过50个字符' }]}
          >
            <Input placeholder="如 每天 09:00-21:00" />
          </Form.Item>
          <Form.Item
            label="未支付订单自动关闭（分钟）"
            field="orderCloseMinutes"
            rules={[{ required: true, message: '请输入未支付订单关闭时间' }]}
          >
            <InputNumber min={5} max={1440} precision={0} />
          </Form.Item>
          <Form.Item
            label="发货后自动确认收货（天）"
            field="autoReceiveDays"
            rules={[{ required: true, message: '请输入自动确认收货天数' }]}
          >
            <InputNumber min={1} max={30} precision={0} />
          </Form.Item>
          <Space size={12}>
            <Button type="primary" htmlType="submit" loading={busy}>
              保存
            </Button>
            {config.data?.updateTime ? (
              <Typography.Text type="secondary">
                最近修改：{config.data.updateBy ?? ''} {config.data.updateTime}
              </Typography.Text>
            ) : null}
          </Space>
        </Form>
      </LoadState>
    </Card>
  );
}
