/**
 * `<notice-bell>` alone, as `notice-bell.iife.js` (React and Arco inside) and as `esm/notice-bell.js`
 * (the element's own code over the shared runtime chunks: what wk-loader.js imports).
 */
import { publishGlobal } from '../kit/page-api';
import { defineNoticeBell } from '../notice-bell';

defineNoticeBell();
publishGlobal(['notice-bell']);
