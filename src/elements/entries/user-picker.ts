/**
 * `<user-picker>` alone, as `user-picker.iife.js` (React and Arco inside) and as `esm/user-picker.js`
 * (the element's own code over the shared runtime chunks: what wk-loader.js imports).
 */
import { publishGlobal } from '../kit/page-api';
import { defineUserPicker } from '../user-picker';

defineUserPicker();
publishGlobal(['user-picker']);
