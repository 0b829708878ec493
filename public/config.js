// config.js: the admin's run-time settings, read before the app starts (README "Configuration").
// Edit this file where the admin is served, no rebuild needed. A field set here wins over the build's VITE_*
// variable, which wins over the built-in default; a field left out keeps the build's value, an empty one
// means the default. As built, this file is a template that sets nothing. `npm start` replaces it (and a
// copy it wrote before) with the reference server's settings; a file edited by hand is left alone.
//
// window.__APP_CONFIG__ = {
//   apiBaseUrl: '/jeecg-boot',            // VITE_API_BASE_URL: API base URL, context path included
//   staticDomain: 'https://files.example.com', // VITE_STATIC_DOMAIN: where uploads are served
//   appId: 'rental-admin-demo',            // VITE_APP_ID: must equal the server's APP_ID
//   signSecret: 'change-me',               // VITE_SIGN_SECRET: must equal the server's SIGN_SECRET
//   jeecgSignSecret: '',                   // VITE_JEECG_SIGN_SECRET: JeecgBoot's X-Sign secret
//   defaultTenantId: 0,                    // VITE_DEFAULT_TENANT_ID
//   ipLookupUrl: '',                       // VITE_IP_LOOKUP_URL
//   browserGuards: false,                  // VITE_BROWSER_GUARDS
//   authStatusZero: 'allows',              // VITE_AUTH_STATUS_ZERO: 'allows' or 'denies'
//   thirdLogin: 'oauth2:SSO',              // VITE_THIRD_LOGIN
//   casUrl: 'https://cas.example.com/cas', // VITE_CAS_URL
// };
