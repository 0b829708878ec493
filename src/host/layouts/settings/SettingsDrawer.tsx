import { Alert, Button, Drawer, Message, Select, Switch } from '@arco-design/web-react';
import { IconCopy, IconUndo } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { resetSettings, updateSettings, useLayoutSettings } from '../../app/settings-store';
import { ColorPicker } from './ColorPicker';
import { SettingRow } from './SettingRow';
import { StylePicker } from './StylePicker';
import styles from './settings.module.css';
import type { LayoutMode, NavTheme } from './settings-rules';
import { changePrimaryColor } from './theme';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle}>{title}</h4>
      {children}
    </section>
  );
}

const NAV_THEMES = [
  { value: 'dark', label: '暗色菜单风格', look: 'dark' },
  { value: 'light', label: '亮色菜单风格', look: 'light' },
] as const;

const LAYOUTS = [
  { value: 'sidemenu', label: '侧边栏导航', look: 'dark' },
  { value: 'topmenu', label: '顶部栏导航', look: 'top' },
] as const;

/**
 * The settings drawer (docs/business-spec.md §2): menu theme, primary colour, navigation mode, content width, fixed
 * and auto-hiding header, fixed side menu, colour-weak and multi-tab modes; every change is kept in
 * local storage at once.
 */
export function SettingsDrawer({
  visible,
  isMobile,
  onClose,
}: {
  visible: boolean;
  isMobile: boolean;
  onClose: () => void;
}) {
  const settings = useLayoutSettings((s) => s);
  const topMenu = settings.layout === 'topmenu';

  const changeColor = async (color: string) => {
    if (await changePrimaryColor(color)) updateSettings({ primaryColor: color });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(settings, null, 2));
      Message.success('设置已拷贝到剪贴板');
    } catch {
      Message.warning('浏览器不允许访问剪贴板');
    }
  };

  const reset = () => {
    resetSettings();
    Message.success('已恢复默认设置');
  };

  return (
    <Drawer title="系统设置" visible={visible} width={isMobile ? '86%' : 300} footer={null} onCancel={onClose}>
      <Section title="整体风格设置">
        <StylePicker<NavTheme>
          value={settings.navTheme}
          options={NAV_THEMES}
          onChange={(navTheme) => updateSettings({ navTheme })}
        />
      </Section>

      <Section title="主题色">
        <ColorPicker value={settings.primaryColor} onChange={changeColor} />
      </Section>

      <Section title="导航模式">
        <StylePicker<LayoutMode>
          value={settings.layout}
          options={LAYOUTS}
          onChange={(layout) => updateSettings({ layout })}
        />
        <div style={{ marginTop: 12 }}>
          <SettingRow label="内容区域宽度" hint="该设定仅 [顶部栏导航] 时有效">
            <Select
              size="small"
              style={{ width: 88 }}
              value={settings.contentWidth}
              onChange={(contentWidth) => updateSettings({ contentWidth })}
              options={[{ label: '固定', value: 'Fixed' }, ...(topMenu ? [{ label: '流式', value: 'Fluid' }] : [])]}
              aria-label="内容区域宽度"
            />
          </SettingRow>
          <SettingRow label="固定 Header">
            <Switch
              size="small"
              checked={settings.fixedHeader}
              onChange={(fixedHeader) => updateSettings({ fixedHeader })}
              aria-label="固定 Header"
            />
          </SettingRow>
          <SettingRow
            label="下滑时隐藏 Header"
            disabled={!settings.fixedHeader}
            {...(settings.fixedHeader ? {} : { hint: '固定 Header 时可配置' })}
          >
            <Switch
              size="small"
              disabled={!settings.fixedHeader}
              checked={settings.fixedHeader && settings.autoHideHeader}
              onChange={(autoHideHeader) => updateSettings({ autoHideHeader })}
              aria-label="下滑时隐藏 Header"
            />
          </SettingRow>
          <SettingRow label="固定侧边菜单" disabled={topMenu} {...(topMenu ? { hint: '顶部栏导航时不可配置' } : {})}>
            <Switch
              size="small"
              disabled={topMenu}
              checked={!topMenu && settings.fixSiderbar}
              onChange={(fixSiderbar) => updateSettings({ fixSiderbar })}
              aria-label="固定侧边菜单"
            />
          </SettingRow>
        </div>
      </Section>

      <Section title="其他设置">
        <SettingRow label="色弱模式">
          <Switch
            size="small"
            checked={settings.colorWeak}
            onChange={(colorWeak) => updateSettings({ colorWeak })}
            aria-label="色弱模式"
          />
        </SettingRow>
        <SettingRow label="多页签模式" {...(isMobile ? { hint: '移动端不显示多页签' } : {})}>
          <Switch
            size="small"
            checked={settings.multipage}
            onChange={(multipage) => updateSettings({ multipage })}
            aria-label="多页签模式"
          />
        </SettingRow>
      </Section>

      <Alert
        type="warning"
        content="该配置栏用于预览界面效果，设置只保存在当前浏览器中；拷贝设置可交给管理员作为默认配置。"
      />
      <div className={styles.footer}>
        <Button icon={<IconCopy />} onClick={copy} long>
          拷贝设置
        </Button>
        <Button icon={<IconUndo />} onClick={reset} long>
          恢复默认
        </Button>
      </div>
    </Drawer>
  );
}
