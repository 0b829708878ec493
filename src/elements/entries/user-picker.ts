/** `user-picker.iife.js`: `<user-picker>` alone, React and Arco inside. */

import { publishGlobal } from '../kit/page-api';
import { defineUserPicker } from '../user-picker';

defineUserPicker();
publishGlobal(['user-picker']);
