import { Button, Checkbox, InputNumber, Popover } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconSettings } from '@arco-design/web-react/icon';
import { type ColumnSetting, moveSetting } from './column-settings';

export interface ColumnSettingsProps {
  settings: readonly ColumnSetting[];
  titles: Readonly<Record<string, string>>;
  onChange: (settings: ColumnSetting[]) => void;
  onReset: () => void;
}

/**
 * The 列设置 popover: show or hide each column, move it up or down, set its width; 重置 goes back to
 * the declared columns.
 *
 * @example <ColumnSettings settings={settings} titles={{ username: '用户账号' }} onChange={save} onReset={reset} />
 */
export function ColumnSettings({ settings, titles, onChange, onReset }: ColumnSettingsProps) {
  const set = (index: number, patch: Partial<ColumnSetting>) =>
    onChange(settings.map((setting, i) => (i === index ? { ...setting, ...patch } : setting)));
  const visibleCount = settings.filter((setting) => !setting.hidden).length;

  const content = (
    <div className="list-page-column-settings">
      <ul aria-label="列设置" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {settings.map((setting, index) => {
          const title = titles[setting.key] ?? setting.key;
          return (
            <li key={setting.key} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}>
              <Checkbox
                checked={!setting.hidden}
                disabled={!setting.hidden && visibleCount === 1}
                onChange={(checked) => set(index, { hidden: !checked })}
                style={{ flex: 1, minWidth: 120 }}
              >
                {title}
              </Checkbox>
              <InputNumber
                size="mini"
                min={40}
                max={1000}
                placeholder="宽度"
                aria-label={`${title}宽度`}
                value={setting.width}
                onChange={(width) => set(index, { width: width || undefined })}
                style={{ width: 80 }}
              />
              <Button
                size="mini"
                icon={<IconArrowUp />}
                aria-label={`${title}上移`}
                disabled={index === 0}
                onClick={() => onChange(moveSetting(settings, index, index - 1))}
              />
              <Button
                size="mini"
                icon={<IconArrowDown />}
                aria-label={`${title}下移`}
                disabled={index === settings.length - 1}
                onClick={() => onChange(moveSetting(settings, index, index + 1))}
              />
            </li>
          );
        })}
      </ul>
      <Button size="mini" onClick={onReset} style={{ marginTop: 8 }}>
        重置
      </Button>
    </div>
  );

  return (
    <Popover trigger="click" position="br" title="列设置" content={content}>
      <Button icon={<IconSettings />} aria-label="列设置" title="列设置" />
    </Popover>
  );
}
