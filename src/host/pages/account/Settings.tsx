import { Button, Card, List, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { ChangePasswordModal } from '../../layouts/header/ChangePasswordModal';
import { useRemote } from '../../shared/data/use-remote';
import { LoadState } from '../../shared/ui/LoadState';
import { loadNotifySettings, loadProfile } from './account-api';
import { NotifySettingsPanel } from './parts/NotifySettings';
import { ProfileForm } from './parts/ProfileForm';

/** 个人设置: 基本设置 (profile), 安全设置 (password) and 新消息通知 (notification switches). */
export default function Settings() {
  const [tab, setTab] = useState('base');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const profile = useRemote(loadProfile, []);
  const notify = useRemote(loadNotifySettings, []);

  return (
    <Card bordered={false}>
      <Tabs activeTab={tab} onChange={setTab} tabPosition="left">
        <Tabs.TabPane key="base" title="基本设置">
          <LoadState
            loading={profile.loading}
            error={profile.error}
            onRetry={profile.retry}
            hasData={profile.data !== undefined}
          >
            {profile.data ? <ProfileForm profile={profile.data} onSaved={profile.retry} /> : null}
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
            loading={notify.loading}
            error={notify.error}
            onRetry={notify.retry}
            hasData={notify.data !== undefined}
          >
            {notify.data ? <NotifySettingsPanel settings={notify.data} /> : null}
          </LoadState>
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
