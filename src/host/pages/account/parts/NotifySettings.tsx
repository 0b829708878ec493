import { List, Switch } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { submit } from '../../../shared/data/desk-api';
import { NOTIFY_ITEMS, type NotifySettings } from '../account-api';

/** 新消息通知: one switch per kind of notice, saved as soon as it changes. */
export function NotifySettingsPanel({ settings }: { settings: NotifySettings }) {
  const [values, setValues] = useState(settings);
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => setValues(settings), [settings]);

  const toggle = async (key: keyof NotifySettings, on: boolean) => {
    const next = { ...values, [key]: on ? 1 : 0 };
    setSaving(key);
    if (await submit('/account/notifySettings', next, '保存成功')) setValues(next);
    setSaving(null);
  };

  return (
    <List
      bordered={false}
      dataSource={[...NOTIFY_ITEMS]}
      render={(item) => (
        <List.Item
          key={item.key}
          actions={[
            <Switch
              key="switch"
              aria-label={item.title}
              checked={values[item.key] === 1}
              loading={saving === item.key}
              onChange={(on) => void toggle(item.key, on)}
            />,
          ]}
        >
          <List.Item.Meta title={item.title} description={item.description} />
        </List.Item>
      )}
    />
  );
}
