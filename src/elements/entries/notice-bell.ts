/** `notice-bell.iife.js`: `<notice-bell>` alone, React and Arco inside. */

import { publishGlobal } from '../kit/page-api';
import { defineNoticeBell } from '../notice-bell';

defineNoticeBell();
publishGlobal(['notice-bell']);
