import { Button, Space } from '@arco-design/web-react';

export interface SubmitResetButtonsProps {
  /** Text of the primary submit button (查询, 提交). */
  submitText: string;
  /** The form 重置 clears before `onReset` runs. */
  form: { resetFields(): void };
  onReset: () => void;
}

/**
 * A form's submit button and 重置, side by side.
 *
 * @example <SubmitResetButtons submitText="查询" form={form} onReset={() => onSearch({})} />
 */
export function SubmitResetButtons({ submitText, form, onReset }: SubmitResetButtonsProps) {
  return (
    <Space>
      <Button type="primary" htmlType="submit">
        {submitText}
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          onReset();
        }}
      >
        重置
      </Button>
    </Space>
  );
}
