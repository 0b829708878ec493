/*
 * The legacy page's own script: logs in (demo), configures the kit, fills the table, logs every
 * wk-* event, and on submit reads the elements' values like any form field.
 */
(() => {
  var API_BASE = window.DemoServer.apiBase;
  var form = document.getElementById('job-form');
  var cron = document.getElementById('cron');
  var owner = document.getElementById('owner');
  var params = document.getElementById('params');
  var importer = document.getElementById('importer');
  var modal = document.getElementById('schedule-modal');
  var modalCron = document.getElementById('modal-cron');

  var write = window.demoEventLog([
    'wk-ready',
    'wk-change',
    'wk-row-add',
    'wk-row-delete',
    'wk-open',
    'wk-close',
    'wk-select',
    'wk-read',
    'wk-import',
    'wk-error',
  ]);

  params.columns = [
    { key: 'name', title: '参数名', type: 'input', validateRules: [{ required: true, message: '请输入参数名' }] },
    { key: 'value', title: '参数值', type: 'input' },
    {
      key: 'kind',
      title: '类型',
      type: 'select',
      options: [
        { value: 'string', text: '文本' },
        { value: 'number', text: '数字' },
      ],
    },
  ];
  params.rows = [{ id: 'p1', name: 'days', value: '180', kind: 'number' }];

  importer.columns = [
    { key: 'code', title: '职务编码', validateRules: [{ required: true }] },
    { key: 'name', title: '职务名称', validateRules: [{ required: true }] },
  ];

  document.getElementById('open-import').addEventListener('click', () => {
    importer.show();
  });
  document.getElementById('open-modal').addEventListener('click', () => {
    window.legacyModal.show(modal);
  });
  document.getElementById('use-schedule').addEventListener('click', () => {
    cron.value = modalCron.value;
    write(`cron 已设为 ${modalCron.value}`);
    window.legacyModal.hide();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    var check = cron.validate();
    params
      .validate()
      .then((values) => {
        var submitted = {
          jobName: form.elements.jobName.value,
          cronExpression: cron.value,
          cronValid: check.valid,
          owner: owner.value,
          params: values.rows,
          formData: Object.fromEntries(new FormData(form).entries()),
        };
        document.getElementById('submitted').textContent = JSON.stringify(submitted, null, 2);
        write('表单已提交');
      })
      .catch((error) => {
        document.getElementById('submitted').textContent = `表格校验未通过：${JSON.stringify(error.errors || error)}`;
      });
  });

  window.demoSignInPage(API_BASE, 'tenant1', 'Demo@2026');
})();
