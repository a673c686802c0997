import { type TAdvanceBody, ZAdvanceBody } from '@zerg/shared';
import { type ButtonProps, Col, DatePicker, Form, Input, Modal, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaMonth } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCreateAdvance } from '../api/create-advance';

type FormValues = { employeeId?: number; amount?: string; period?: string; reason: string };

const fields = ZAdvanceBody.shape;
const PERIOD_FORMAT = 'YYYY-MM';

export type AdvanceFormModalProps = { open: boolean; onClose: () => void };

/** Register a salary advance: worker, amount, the month whose payroll deducts it, and why. */
export const AdvanceFormModal = ({ open, onClose }: AdvanceFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateAdvance();
  const reportError = useFormError();

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ period: limaMonth(), reason: '' });
    }
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    create.mutate(values as TAdvanceBody, {
      onSuccess: () => {
        toast.success(t('payroll-advances:created'));
        onClose();
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('payroll-advances:newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'advance-save' } as ButtonProps}
      onOk={() => void submit()}
      width={560}
      forceRender
      data-testid="advance-modal"
    >
      <Form<FormValues> form={form} layout="vertical">
        <Form.Item
          name="employeeId"
          label={t('payroll-advances:fields.employee')}
          required
          rules={[zodRule(fields.employeeId)]}
        >
          <EmployeePicker
            placeholder={t('payroll-advances:fields.employeePlaceholder')}
            data-testid="advance-employee"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="amount"
              label={t('payroll-advances:fields.amount')}
              required
              rules={[zodRule(fields.amount)]}
            >
              <MoneyInput<string> stringMode style={{ width: '100%' }} data-testid="advance-amount" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="period"
              label={t('payroll-advances:fields.period')}
              required
              rules={[zodRule(fields.period)]}
              getValueProps={(value?: string) => ({ value: value ? dayjs(`${value}-01`) : null })}
              normalize={(value: Dayjs | null) => (value ? value.format(PERIOD_FORMAT) : undefined)}
            >
              <DatePicker
                picker="month"
                format="MM/YYYY"
                style={{ width: '100%' }}
                data-testid="advance-period"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="reason" label={t('payroll-advances:fields.reason')} rules={[zodRule(fields.reason)]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="advance-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
