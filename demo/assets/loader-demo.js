/*
 * The loader demo page's own script: the same page code as with a classic bundle. Properties set before an
 * element has loaded are kept; WidgetKit.configure() works at once (the loader publishes WidgetKit before
 * any element loads); methods are called once the element is defined (WidgetKit.whenDefined).
 */
(() => {
  var API_BASE = window.DemoServer.apiBase;
  var form = document.getElementById('job-form');
  var cron = document.getElementById('cron');
  var owner = document.getElementById('owner');
  var params = document.getElementById('params');
  var importer = document.getElementById('importer');

  var write = window.demoEventLog(['wk-ready', 'wk-change', 'wk-row-add', 'wk-row-delete', 'wk-import', 'wk-error']);

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

  window.demoSignInPage(API_BASE, 'tenant1', 'Demo@2026');
})();
