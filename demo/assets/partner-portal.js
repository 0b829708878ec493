/*
 * The partner portal logs its user in (its own token), configures the kit and drops the bell into its
 * header. Live notices then arrive over the kit's websocket.
 */
(() => {
  var API_BASE = window.DemoServer.apiBase;
  var form = document.getElementById('login-form');
  document.querySelectorAll('.portal-nav a').forEach((link) => {
    link.setAttribute('href', window.DemoServer.link(link.getAttribute('href')));
  });
  var activity = document.getElementById('activity');

  function note(text) {
    var item = document.createElement('li');
    item.textContent = `${new Date().toTimeString().slice(0, 8)} ${text}`;
    activity.insertBefore(item, activity.firstChild);
  }

  ['wk-ready', 'wk-open', 'wk-select', 'wk-read', 'wk-error'].forEach((type) => {
    document.addEventListener(type, (event) => {
      var item = event.detail?.item;
      note(type + (item ? `：${item.titile}` : ''));
    });
  });

  function signIn(username, password) {
    document.getElementById('login-error').textContent = '';
    return window
      .demoLogin(API_BASE, username, password)
      .then((session) => {
        document.getElementById('who').textContent = session.realname || session.username;
        var slot = document.getElementById('bell-slot');
        if (!slot.querySelector('notice-bell')) slot.appendChild(document.createElement('notice-bell'));
        document.getElementById('login-card').hidden = true;
        document.body.setAttribute('data-ready', 'true');
      })
      .catch((error) => {
        document.getElementById('login-error').textContent = error.message;
      });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    signIn(form.elements.username.value, form.elements.password.value);
  });
  signIn(form.elements.username.value, form.elements.password.value);
})();
