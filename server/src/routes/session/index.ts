import type { RouteModule } from '../index';
import { captchaRoutes } from './captcha';
import { casRoutes } from './cas';
import { passwordLoginRoutes } from './password-login';
import { passwordResetRoutes } from './password-reset';
import { registerRoutes } from './register';
import { serviceProviderRoutes } from './service-provider';
import { sessionControlRoutes } from './session-routes';
import { sliderRoutes } from './slider';
import { smsRoutes } from './sms-routes';
import { thirdLoginRoutes } from './third-login';

/**
 * The session area (docs/contract.md "Login", issue 3 "Session"): captcha and slider checks, password,
 * phone, third-party and CAS login, logout, tenant switch, login image, registration, service
 * provider hand-over.
 */
export const sessionRoutes: RouteModule = (api, ctx) => {
  captchaRoutes(api, ctx);
  sliderRoutes(api, ctx);
  passwordLoginRoutes(api, ctx);
  smsRoutes(api, ctx);
  registerRoutes(api, ctx);
  passwordResetRoutes(api, ctx);
  sessionControlRoutes(api, ctx);
  thirdLoginRoutes(api, ctx);
  casRoutes(api, ctx);
  serviceProviderRoutes(api, ctx);
};
