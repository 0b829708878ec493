import { Button, Card, List, Tabs } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChangePasswordModal } from '../../layouts/header/ChangePasswordModal';
import { LoadState } from '../../shared/ui/LoadState';
import { loadNotifySettings, loadProfile, NOTIFY_SETTINGS_URL, PROFILE_URL } from './account-api';
import { NotifySettingsPanel } from './parts/NotifySettings';
import { ProfileForm } from './parts/ProfileForm';

/** 个人设置: 基本设置 (profile), 安全设置 (password) and 新消息通知 (notification switches). */
export default function Settings() {
  const [tab, setTab] = useState('base');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const queryClient = useQueryClient();
  // Loaded once per opening (no cached copy, no background refetch): what the user is editing stays theirs.
  const profile = useQuery({
    queryKey: [PROFILE_URL, 'form'],
    queryFn: ({ signal }) => loadProfile(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const notify = useQuery({
    queryKey: [NOTIFY_SETTINGS_URL, 'form'],
    queryFn: ({ signal }) => loadNotifySettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  // A saved profile reloads here and wherever else it is shown (个人中心).
  const profileSaved = () => void queryClient.invalidateQueries({ queryKey: [PROFILE_URL] });

  return (
    <Card bordered={false}>
      <Tabs activeTab={tab} onChange={setTab} tabPosition="left">
        <Tabs.TabPane key="base" title="基本设置">
          <LoadState
            loading={profile.isFetching}
            error={profile.error ?? undefined}
            onRetry={() => void profile.refetch()}
            hasData={profile.data !== undefined}
          >
            {profile.data ? <ProfileForm profile={profile.data} onSaved={profileSaved} /> : null}
          </LoadState>
        </Tabs.TabPane>
        <Tabs.TabPane key="security" title="安全设置">
          <List bordered={false}>
            <List.Item
              actions={[
                <Button key="change" type="text" onClick={() => setPasswordOpen(true)}>
                  修改
                </Button>,
              ]}
            >
              <List.Item.Meta title="账户密码" description="密码至少8位，须同时包含字母和数字；修改后需要重新登录" />
            </List.Item>
          </List>
          <ChangePasswordModal visible={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Tabs.TabPane>
        <Tabs.TabPane key="notify" title="新消息通知">
          <LoadState
            loading={notify.isFetching}
            error={notify.error ?? undefined}
            onRetry={() => void notify.refetch()}
            hasData={notify.data !== undefined}
          >
            {notify.data ? <NotifySettingsPanel settings={notify.data} /> : null}
          </LoadState>
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
