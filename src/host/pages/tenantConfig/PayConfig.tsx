import { Button, Card, Form, Input, Space, Switch, Tabs, Tag, Typography } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAction, unwrap } from '../../../core/http';
import { submit } from '../../shared/data/desk-api';
import { LoadState } from '../../shared/ui/LoadState';

const PAY_URL = '/tenant/config/pay';

/** A payment channel as the server shows it: the secrets only as set or not. */
interface PayChannel {
  channel: 'alipay' | 'wechat';
  appId: string;
  merchantNo: string;
  notifyUrl: string;
  enabled: number;
  privateKeySet: boolean;
  apiKeySet: boolean;
  updateBy: string | null;
  updateTime: string | null;
}

const CHANNEL_TITLES: Record<PayChannel['channel'], string> = { alipay: '支付宝', wechat: '微信支付' };

function secretHelp(set: boolean) {
  return set ? (
    <Space size={4}>
      <Tag color="green" size="small">
        已设置
      </Tag>
      留空则保持不变；出于安全考虑，已保存的密钥不会显示
    </Space>
  ) : (
    <Tag color="orange" size="small">
      未设置
    </Tag>
  );
}

function ChannelForm({ value, onSaved }: { value: PayChannel; onSaved: () => void }) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    form.setFieldsValue({
      appId: value.appId,
      merchantNo: value.merchantNo,
      notifyUrl: value.notifyUrl,
      enabled: value.enabled === 1,
      privateKey: '',
      apiKey: '',
    });
  }, [form, value]);

  const save = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    setBusy(true);
    const done = await submit(
      PAY_URL,
      { ...values, channel: value.channel, enabled: values.enabled ? 1 : 0 },
      '保存成功',
    );
    setBusy(false);
    if (done) onSaved();
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 600 }} onSubmit={save} autoComplete="off">
      <Form.Item label="启用" field="enabled" triggerPropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="应用ID (AppID)" field="appId" rules={[{ maxLength: 64, message: '应用ID不能超过64个字符' }]}>
        <Input placeholder="请输入应用ID" />
      </Form.Item>
      <Form.Item label="商户号" field="merchantNo" rules={[{ maxLength: 64, message: '商户号不能超过64个字符' }]}>
        <Input placeholder="请输入商户号" />
      </Form.Item>
      <Form.Item label="应用私钥" field="privateKey" extra={secretHelp(value.privateKeySet)}>
        <Input.TextArea placeholder="粘贴新的应用私钥" autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label="API密钥" field="apiKey" extra={secretHelp(value.apiKeySet)}>
        <Input.Password placeholder="输入新的API密钥" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="支付回调地址"
        field="notifyUrl"
        rules={[{ match: /^(https:\/\/.+)?$/, message: '回调地址必须以 https:// 开头' }]}
      >
        <Input placeholder="https://" />
      </Form.Item>
      <Space size={12}>
        <Button type="primary" htmlType="submit" loading={busy}>
          保存
        </Button>
        {value.updateTime ? (
          <Typography.Text type="secondary">
            最近修改：{value.updateBy ?? ''} {value.updateTime}
          </Typography.Text>
        ) : null}
      </Space>
    </Form>
  );
}

/** 支付配置: the tenant's Alipay and WeChat Pay settings; keys are write-only (never sent back). */
export default function PayConfig() {
  const queryClient = useQueryClient();
  // Loaded once per opening (no cached copy, no background refetch): the forms the user edits stay theirs.
  const channels = useQuery({
    queryKey: [PAY_URL, 'form'],
    queryFn: async ({ signal }) => unwrap(await getAction<PayChannel[]>(PAY_URL, undefined, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const saved = () => void queryClient.invalidateQueries({ queryKey: [PAY_URL] });
  const [tab, setTab] = useState<string>('alipay');
  return (
    <Card bordered={false} title="支付配置">
      <LoadState
        loading={channels.isFetching}
        error={channels.error ?? undefined}
        onRetry={() => void channels.refetch()}
        hasData={channels.data !== undefined}
      >
        <Tabs activeTab={tab} onChange={setTab}>
          {(channels.data ?? []).map((channel) => (
            <Tabs.TabPane
              key={channel.channel}
              title={
                <Space size={4}>
                  {CHANNEL_TITLES[channel.channel]}
                  {channel.enabled ? (
                    <Tag color="green" size="small">
                      已启用
                    </Tag>
                  ) : null}
                </Space>
              }
            >
              <ChannelForm value={channel} onSaved={saved} />
            </Tabs.TabPane>
          ))}
        </Tabs>
      </LoadState>
    </Card>
  );
}
