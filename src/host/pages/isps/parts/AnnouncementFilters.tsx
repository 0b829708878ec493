import { Form, Input, Select } from '@arco-design/web-react';
import { PRIORITY_TAGS } from '../../../../widgets/notice-bell';
import { SubmitResetButtons } from '../../../shared/ui/SubmitResetButtons';
import { MSG_CATEGORY_TEXT } from '../my-announcements';

export interface AnnouncementFilterValues {
  titile?: string;
  readFlag?: string;
  msgCategory?: string;
  priority?: string;
}

export interface AnnouncementFiltersProps {
  onSearch: (values: AnnouncementFilterValues) => void;
}

/**
 * 标题 / 阅读状态 / 消息类型 / 优先级 with 查询 and 重置.
 *
 * @example <AnnouncementFilters onSearch={(values) => setFilters(values)} />
 */
export function AnnouncementFilters({ onSearch }: AnnouncementFiltersProps) {
  const [form] = Form.useForm<AnnouncementFilterValues>();
  return (
    <Form form={form} layout="inline" onSubmit={(values) => onSearch(values)} style={{ rowGap: 12 }}>
      <Form.Item field="titile" label="标题">
        <Input aria-label="标题" placeholder="请输入标题" allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item field="readFlag" label="阅读状态">
        <Select aria-label="阅读状态" placeholder="全部" allowClear style={{ width: 120 }}>
          <Select.Option value="0">未读</Select.Option>
          <Select.Option value="1">已读</Select.Option>
        </Select>
      </Form.Item>
      <Form.Item field="msgCategory" label="消息类型">
        <Select aria-label="消息类型" placeholder="全部" allowClear style={{ width: 130 }}>
          {Object.entries(MSG_CATEGORY_TEXT).map(([value, text]) => (
            <Select.Option key={value} value={value}>
              {text}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item field="priority" label="优先级">
        <Select aria-label="优先级" placeholder="全部" allowClear style={{ width: 110 }}>
          {Object.entries(PRIORITY_TAGS).map(([value, tag]) => (
            <Select.Option key={value} value={value}>
              {tag.label}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item>
        <SubmitResetButtons submitText="查询" form={form} onReset={() => onSearch({})} />
      </Form.Item>
    </Form>
  );
}
