export { blockDevtoolsInput, isDevtoolsShortcut } from './devtools-keys';
export {
  currentGuardEnvironment,
  GUARDS_OFF,
  type GuardEnvironment,
  type GuardSwitches,
  guardSwitches,
} from './guard-switches';
export { decryptIp, encryptIp, IP_LOOKUP_INTERVAL_MS, lookupPublicIp, parseIpAnswer, startIpLookup } from './ip-lookup';
export { installBrowserGuards, useBrowserGuards } from './use-browser-guards';
export { DEVTOOLS_ALERT, hasDevtoolsGap, WINDOW_GAP_PX, watchWindowGap } from './window-gap';
