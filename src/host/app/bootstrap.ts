import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { setNotifier } from '../../core/http';
import '../../core/session';
import { applyStoredTheme } from '../layouts/settings/use-theme-sync';
import { arcoNotifier } from './arco-notifier';

/** Wiring done once before the first render: locale, the core's notifier (the session module installs logout). */
export function bootstrap(): void {
  dayjs.locale('zh-cn');
  setNotifier(arcoNotifier);
  // The saved primary colour themes the public pages too, not only the signed-in layout.
  applyStoredTheme();
}
