import { Card, List, Tag, Typography } from '@arco-design/web-react';
import { Link } from 'react-router-dom';

interface Showcase {
  path: string;
  title: string;
  description: string;
  widgets: string[];
}

const SHOWCASES: Showcase[] = [
  {
    path: '/test/test01',
    title: '测试页01：选择器与字典',
    description:
      '一个完整的表单：按部门选择用户、部门与角色选择、报表弹窗选择（字段映射）、省市区与字典选择，提交后显示表单值；下方是带两个子表标签页的一对多表单，校验时自动切到出错的子表。',
    widgets: ['用户选择', '部门选择', '角色选择', 'Popup 报表选择', '省市区', '字典选择', '可编辑表格'],
  },
  {
    path: '/test/test04',
    title: '测试页04：编辑器',
    description:
      '富文本（Quill，图片上传为 WebP）、Markdown（实时预览）与代码编辑器（12 种语言，按需加载），下方显示经过清洗的输出。',
    widgets: ['富文本编辑器', 'Markdown 编辑器', '代码编辑器'],
  },
];

/** 测试首页 (/test/home): the widget showcase's overview, one entry per playground page. */
export default function ShowcaseOverview() {
  return (
    <Card title="组件演示">
      <Typography.Paragraph type="secondary">
        这些页面连着参考服务器的真实接口，用来试用和检查通用组件。
      </Typography.Paragraph>
      <List
        dataSource={SHOWCASES}
        render={(item) => (
          <List.Item key={item.path}>
            <List.Item.Meta
              title={<Link to={item.path}>{item.title}</Link>}
              description={
                <>
                  <div>{item.description}</div>
                  <div style={{ marginTop: 8 }}>
                    {item.widgets.map((name) => (
                      <Tag key={name} size="small" style={{ marginRight: 6 }}>
                        {name}
                      </Tag>
                    ))}
                  </div>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
