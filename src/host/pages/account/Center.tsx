import { Avatar, Card, Descriptions, Grid, Space, Statistic, Tag, Typography } from '@arco-design/web-react';
import { IconUser } from '@arco-design/web-react/icon';
import { fileUrl } from '../../../core/format';
import { useRemote } from '../../shared/data/use-remote';
import { LoadState } from '../../shared/ui/LoadState';
import { AUTHORITY_TEXT, loadProfile, PROFILE_URL } from './account-api';

const SEX_TEXT: Record<number, string> = { 1: '男', 2: '女' };

/** 个人中心: who the signed-in user is: identity, organisation, roles and sign-in figures. */
export default function Center() {
  const profile = useRemote([PROFILE_URL], loadProfile);
  const data = profile.data;
  const avatar = data?.avatar ? (data.avatar.startsWith('http') ? data.avatar : fileUrl(data.avatar)) : '';
  return (
    <LoadState
      loading={profile.loading}
      error={profile.error}
      onRetry={profile.retry}
      hasData={data !== undefined}
      rows={6}
    >
      {data ? (
        <Grid.Row gutter={16}>
          <Grid.Col xs={24} md={8}>
            <Card bordered={false}>
              <Space direction="vertical" align="center" style={{ width: '100%' }}>
                <Avatar size={96}>{avatar ? <img src={avatar} alt="头像" /> : <IconUser />}</Avatar>
                <Typography.Title heading={5} style={{ margin: 0 }}>
                  {data.realname}
                </Typography.Title>
                <Typography.Text type="secondary">{data.username}</Typography.Text>
                <Tag color="arcoblue">{AUTHORITY_TEXT[data.authority ?? 0] ?? '普通用户'}</Tag>
              </Space>
              <Grid.Row style={{ marginTop: 24 }}>
                <Grid.Col span={12}>
                  <Statistic title="登录次数" value={data.loginCount} />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Statistic title="角色数" value={data.roles.length} />
                </Grid.Col>
              </Grid.Row>
            </Card>
          </Grid.Col>
          <Grid.Col xs={24} md={16}>
            <Card bordered={false} title="基本信息">
              <Descriptions
                column={1}
                labelStyle={{ width: 120 }}
                data={[
                  { label: '所属租户', value: data.tenantName ?? '-' },
                  ...(data.shopName ? [{ label: '所属店铺', value: data.shopName }] : []),
                  ...(data.channelName ? [{ label: '所属渠道', value: data.channelName }] : []),
                  { label: '性别', value: SEX_TEXT[data.sex ?? 0] ?? '-' },
                  { label: '生日', value: data.birthday ?? '-' },
                  { label: '手机号', value: data.phone ?? '-' },
                  { label: '邮箱', value: data.email ?? '-' },
                  {
                    label: '角色',
                    value: data.roles.length ? data.roles.map((role) => <Tag key={role}>{role}</Tag>) : '-',
                  },
                  { label: '部门', value: data.departs.join('、') || '-' },
                  { label: '最近登录', value: data.lastLoginTime ?? '-' },
                  { label: '注册时间', value: data.createTime ?? '-' },
                ]}
              />
            </Card>
          </Grid.Col>
        </Grid.Row>
      ) : null}
    </LoadState>
  );
}
