/*
 * Demo-only login against the reference server: POST /sys/login with the request-signing headers
 * (signs = SHA-256 hex of appId + timestamp + secret). A real page gets its token from its own back end.
 */
(() => {
  var APP_ID = 'rental-admin-demo';
  var SIGN_SECRET = 'demo-sign-secret-not-for-production';

  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), (b) => `0${b.toString(16)}`.slice(-2)).join('');
  }

  function signHeaders() {
    var timestamps = String(Date.now());
    var bytes = new TextEncoder().encode(APP_ID + timestamps + SIGN_SECRET);
    return crypto.subtle
      .digest('SHA-256', bytes)
      .then((digest) => ({ appids: APP_ID, timestamps: timestamps, signs: hex(digest) }));
  }

  /**
   * Signs the demo account in and hands its session to the element kit (WidgetKit.configure); resolves
   * with { token, username, tenantId, realname }.
   */
  window.demoLogin = (apiBase, username, password) =>
    signHeaders()
      .then((headers) => {
        headers['content-type'] = 'application/json';
        return fetch(`${apiBase}/sys/login`, {
          method: 'POST',
          headers: headers,
          body: JSON.stringify({ username: username, password: password }),
        });
      })
      .then((response) => response.json())
      .then((body) => {
        if (!body.success) throw new Error(body.message || '登录失败');
        var user = body.result.userInfo || {};
        var role = user.sysRole || {};
        var session = { token: body.result.token, username: user.username, tenantId: role.tenantId };
        window.WidgetKit.configure(Object.assign({ apiBase: apiBase }, session));
        return Object.assign({ realname: user.realname }, session);
      });

  /**
   * A demo page's sign-in: the account's name in #who and data-ready on <body> once the kit has its
   * session (the tests wait for it), or 登录失败 with the reason.
   */
  window.demoSignInPage = (apiBase, username, password) =>
    window
      .demoLogin(apiBase, username, password)
      .then((session) => {
        document.getElementById('who').textContent = `当前用户：${session.realname || session.username}`;
        document.body.setAttribute('data-ready', 'true');
      })
      .catch((error) => {
        document.getElementById('who').textContent = `登录失败：${error.message}`;
      });
})();
