/*
 * The loader demo page's own script: the same page code as with a classic bundle. Properties set before an
 * element has loaded are kept; WidgetKit.configure() works at once (the loader publishes WidgetKit before
 * any element loads); methods are called once the element is defined (WidgetKit.whenDefined).
 */
(() => {
  var API_BASE = window.DemoServer.apiBase;
  var log = document.getElementById('event-log');
  var form = document.getElementById('job-form');
  var cron = document.getElementById('cron');
  var owner = document.getElementById('owner');
  var params = document.getElementById('params');
  var importer = document.getElementById('importer');

  function write(line) {
    var time = new Date().toTimeString().slice(0, 8);
    log.textContent = `${time} ${line}\n${log.textContent}`;
  }

  ['wk-ready', 'wk-change', 'wk-row-add', 'wk-row-delete', 'wk-import', 'wk-error'].forEach((type) => {
    document.addEventListener(type, (event) => {
      var detail = JSON.stringify(event.detail);
      write(`${event.target.id} ${type} ${detail.length > 160 ? `${detail.slice(0, 157)}…` : detail}`);
    });
  });

  params.columns = [
    { key: 'name', title: '参数名', type: 'input', validateRules: [{ required: true, message: '请输入参数名' }] },
    { key: 'value', title: '参数值', type: 'input' },
  ];
  params.rows = [{ id: 'p1', name: 'days', value: '180' }];
  importer.columns = [
    { key: 'code', title: '职务编码', validateRules: [{ required: true }] },
    { key: 'name', title: '职务名称', validateRules: [{ required: true }] },
  ];

  document.getElementById('open-import').addEventListener('click', () => {
    WidgetKit.whenDefined('import-dialog').then(() => importer.show());
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    params
      .validate()
      .then((values) => {
        document.getElementById('submitted').textContent = JSON.stringify(
          { cronExpression: cron.value, owner: owner.value, params: values.rows },
          null,
          2,
        );
        write('表单已提交');
      })
      .catch((error) => {
        document.getElementById('submitted').textContent = `表格校验未通过：${JSON.stringify(error.errors || error)}`;
      });
  });

  window
    .demoLogin(API_BASE, 'tenant1', 'Demo@2026')
    .then((session) => {
      document.getElementById('who').textContent = `当前用户：${session.realname || session.username}`;
      document.body.setAttribute('data-ready', 'true');
    })
    .catch((error) => {
      document.getElementById('who').textContent = `登录失败：${error.message}`;
    });
})();
