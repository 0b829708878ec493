/**
 * The entry of `sanitizer.js` (vite.lib.config.ts `sanitizerBuild`): the announcement sanitiser as a
 * classic script that registers itself once per page (a second copy leaves the first in place).
 */
import { sanitizeNoticeHtml } from '../../widgets/notice-bell/sanitize-html';
import { NOTICE_SANITIZER_GLOBAL, type NoticeSanitizerScope } from './notice-sanitizer-url';

const scope = globalThis as NoticeSanitizerScope;
scope[NOTICE_SANITIZER_GLOBAL] ??= Object.freeze({ sanitizeNoticeHtml });
