import { Input, Message, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { getAction, wasShown } from '../../../core/http';
import { showFailure } from '../../app/show-failure';
import { ListPage, type ListPageConfig, type Row } from '../../list-page';
import { CODE_RULE, maxLength } from './form-rules';

const RULE_JSON_HELP = '规则JSON数组，例如 [{"digits":"2","pattern":"^[a-z]+$","message":"前两位必须是小写字母"}]';

const CONFIG: ListPageConfig = {
  title: '编码校验规则',
  resource: '/sys/checkRule',
  without: ['exportXls', 'importExcel'],
  authPre: 'checkRule:',
  columns: [
    { dataIndex: 'ruleName', title: '规则名称', width: 200 },
    { dataIndex: 'ruleCode', title: '规则编码', width: 200, sorter: true },
    { dataIndex: 'ruleDescription', title: '规则描述', format: 'ellipsis' },
    { dataIndex: 'createTime', title: '创建时间', width: 180, sorter: true },
  ],
  search: [
    { field: 'ruleName', label: '规则名称' },
    { field: 'ruleCode', label: '规则编码' },
  ],
  form: [
    { field: 'ruleName', label: '规则名称', required: true, rules: [maxLength(100)] },
    { field: 'ruleCode', label: '规则编码', required: true, rules: [CODE_RULE, maxLength(100)] },
    {
      field: 'ruleJson',
      label: '规则JSON',
      type: 'code',
      required: true,
      props: { language: 'json' },
      help: RULE_JSON_HELP,
    },
    { field: 'ruleDescription', label: '规则描述', type: 'textarea', rules: [maxLength(200)] },
  ],
};

/** 编码校验规则 (platform only): the rules of /sys/checkRule/checkByCode, with a 功能测试 box per rule. */
export default function CheckRuleList() {
  const [testing, setTesting] = useState<Row | null>(null);
  const [value, setValue] = useState('');

  const runTest = async () => {
    if (!testing) return;
    try {
      const envelope = await getAction('/sys/checkRule/checkByCode', { ruleCode: testing.ruleCode, value });
      if (envelope.success) Message.success(envelope.message || '校验通过');
      else if (!wasShown(envelope)) Message.warning(envelope.message || '校验未通过');
    } catch (error) {
      showFailure(error);
    }
  };

  const config: ListPageConfig = {
    ...CONFIG,
    rowActions: [
      {
        key: 'test',
        label: '功能测试',
        onClick: (row) => {
          setValue('');
          setTesting(row);
        },
      },
    ],
  };
  return (
    <>
      <ListPage config={config} />
      <Modal
        title={`功能测试（${String(testing?.ruleName ?? '')}）`}
        visible={testing !== null}
        okText="测试"
        cancelText="关闭"
        onOk={runTest}
        onCancel={() => setTesting(null)}
        unmountOnExit
      >
        <Input placeholder="请输入需要校验的值" value={value} onChange={setValue} onPressEnter={runTest} />
      </Modal>
    </>
  );
}
