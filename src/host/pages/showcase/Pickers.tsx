import { Card, Divider, Form, Grid, Input } from '@arco-design/web-react';
import { useState } from 'react';
import { AreaPicker } from '../../../widgets/area-picker';
import { DepartPicker } from '../../../widgets/depart-picker';
import { DictSelect } from '../../../widgets/dict-select';
import { PopupField, type PopupFieldProps } from '../../../widgets/popup-picker';
import { RolePicker } from '../../../widgets/role-picker';
import { UserPicker } from '../../../widgets/user-picker';
import { SubmitResetButtons } from '../../shared/ui/SubmitResetButtons';
import { SubTablesDemo } from './parts/SubTablesDemo';

type Values = Record<string, unknown>;

const { Row, Col } = Grid;
const half = { span: 12 } as const;

interface MappedPopupFieldProps extends Omit<PopupFieldProps, 'value' | 'onChange'> {
  /** Given by Form.Item: the text of this field. */
  value?: string;
  /** Every target field's value after a choice; the form sets them all (this one included). */
  onMapped: (mapped: Record<string, string>) => void;
}

/** A report popup inside a Form.Item: shows the item's value, hands the whole mapping to the form. */
function MappedPopupField({ value, onMapped, ...props }: MappedPopupFieldProps) {
  return <PopupField {...props} value={value ?? ''} onChange={(mapped) => onMapped(mapped)} />;
}

/**
 * 测试页01 (/test/test01): a form over the pickers and selects — users chosen by department (one or several),
 * departments, roles, two report popups whose choice fills other fields, the area cascader and
 * dictionary selects; 提交 shows what the form would send. Below it, a form with two editable
 * sub-tables in tabs (`SubTablesDemo`).
 */
export default function PickersShowcase() {
  const [form] = Form.useForm<Values>();
  const [submitted, setSubmitted] = useState<Values | null>(null);

  return (
    <>
      <Card title="选择器与字典" style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ sex: '1', status: '1' }}
          onSubmit={() => setSubmitted(form.getFieldsValue())}
        >
          <Divider orientation="left">用户、部门与角色</Divider>
          <Row gutter={24}>
            <Col {...half}>
              <Form.Item label="负责人（单选，按部门选择）" field="owner">
                <UserPicker placeholder="请选择负责人" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item label="参与人（多选，按部门选择）" field="members">
                <UserPicker multiple placeholder="请选择参与人" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item label="所属部门" field="departIds">
                <DepartPicker multiple placeholder="请选择部门" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item label="角色" field="roleIds">
                <RolePicker multiple placeholder="请选择角色" />
              </Form.Item>
            </Col>
          </Row>

          <Divider orientation="left">报表弹窗（字段映射）</Divider>
          <Row gutter={24}>
            <Col span={8}>
              <Form.Item label="关联用户" field="linkRealname">
                <MappedPopupField
                  label="关联用户"
                  code="tenant_user"
                  orgFields="realname,username,phone"
                  destFields="linkRealname,linkUsername,linkPhone"
                  param={{ status: '1' }}
                  groupId="test01"
                  onMapped={(mapped) => form.setFieldsValue(mapped)}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="账号（映射）" field="linkUsername">
                <Input readOnly placeholder="选择关联用户后带出" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="手机号（映射）" field="linkPhone">
                <Input readOnly placeholder="选择关联用户后带出" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="渠道（多选）" field="channelNames">
                <MappedPopupField
                  label="渠道"
                  code="channel_list"
                  orgFields="name,code"
                  destFields="channelNames,channelCodes"
                  multi
                  groupId="test01"
                  onMapped={(mapped) => form.setFieldsValue(mapped)}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="渠道编码（映射）" field="channelCodes">
                <Input readOnly placeholder="选择渠道后带出" />
              </Form.Item>
            </Col>
          </Row>

          <Divider orientation="left">地区与字典</Divider>
          <Row gutter={24}>
            <Col {...half}>
              <Form.Item label="所在地区" field="area">
                <AreaPicker placeholder="请选择省市区" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item label="性别（字典单选）" field="sex">
                <DictSelect dictCode="sex" mode="radio" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item label="状态（字典下拉）" field="status">
                <DictSelect dictCode="valid_status" placeholder="请选择状态" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item label="商品类型（字典多选）" field="productTypes">
                <DictSelect dictCode="rent_or_purchase" mode="checkbox" />
              </Form.Item>
            </Col>
          </Row>

          <SubmitResetButtons submitText="提交" form={form} onReset={() => setSubmitted(null)} />
        </Form>
        {submitted && (
          <section aria-label="提交结果" style={{ marginTop: 16 }}>
            <Divider orientation="left">提交结果</Divider>
            <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify(submitted, null, 2)}</pre>
          </section>
        )}
      </Card>
      <SubTablesDemo />
    </>
  );
}
