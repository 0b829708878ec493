import { Card, Form, Grid, Select, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { CODE_LANGUAGES, CodeEditor, type CodeLanguage } from '../../../widgets/code-editor';
import { MarkdownEditor, renderMarkdown } from '../../../widgets/markdown-editor';
import { RichTextEditor, sanitizeRichText } from '../../../widgets/rich-text-editor';

const { Row, Col } = Grid;

const SAMPLE_MARKDOWN = '# Markdown 示例\n\n- 支持 **粗体**、`代码` 与列表\n- 图片可本地上传或填写网络地址\n';

const SAMPLE_CODE: Record<string, string> = {
  javascript: "const greet = (name) => '你好，' + name;\nconsole.log(greet('JeecgBoot'));\n",
  sql: 'SELECT username, realname\n  FROM sys_user\n WHERE status = 1;\n',
};

/** Output of an editor: sanitised HTML, shown as it would be on a page. */
function Rendered({ label, html }: { label: string; html: string }) {
  return (
    <section
      aria-label={label}
      className="test-rendered"
      style={{ minHeight: 40, padding: 8, background: 'var(--color-fill-1)' }}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by the editors' own rules. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/**
 * 测试页04 (/test/test04): the editors — rich text on Quill (images uploaded through doUpLoadwebp), Markdown with
 * live preview, and the code editor in any of its 12 languages — each with its sanitised output.
 */
export default function EditorsShowcase() {
  const [richText, setRichText] = useState('<p>在这里输入富文本，工具栏的图片按钮会上传图片。</p>');
  const [markdown, setMarkdown] = useState(SAMPLE_MARKDOWN);
  const [language, setLanguage] = useState<CodeLanguage>('javascript');
  const [code, setCode] = useState(SAMPLE_CODE.javascript ?? '');

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title="富文本编辑器">
          <RichTextEditor value={richText} onChange={setRichText} />
          <Typography.Title heading={6}>输出（已清洗）</Typography.Title>
          <Rendered label="富文本输出" html={sanitizeRichText(richText)} />
        </Card>
      </Col>
      <Col span={24}>
        <Card title="Markdown 编辑器">
          <MarkdownEditor value={markdown} onChange={setMarkdown} />
          <Typography.Title heading={6}>输出（已清洗）</Typography.Title>
          <Rendered label="Markdown 输出" html={renderMarkdown(markdown)} />
        </Card>
      </Col>
      <Col span={24}>
        <Card title="代码编辑器">
          <Form layout="inline">
            <Form.Item label="语言">
              <Select
                aria-label="语言"
                style={{ width: 160 }}
                value={language}
                options={CODE_LANGUAGES.map((item) => ({ label: item.label, value: item.value }))}
                onChange={(next: CodeLanguage) => {
                  setLanguage(next);
                  if (SAMPLE_CODE[next]) setCode(SAMPLE_CODE[next] ?? '');
                }}
              />
            </Form.Item>
          </Form>
          <CodeEditor language={language} value={code} onChange={setCode} />
          <Typography.Text type="secondary">
            {code.split('\n').length} 行，{code.length} 个字符
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
