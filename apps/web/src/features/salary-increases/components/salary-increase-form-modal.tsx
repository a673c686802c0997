import { type TSalaryIncreaseCreateBody, ZSalaryIncreaseCreateBody } from '@zerg/shared';
import { type ButtonProps, Col, Form, Input, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCreateSalaryIncrease } from '../api/create-salary-increase';

const fields = ZSalaryIncreaseCreateBody.shape;

type FormValues = { employeeId?: number; newSalary?: string; reason: string; effectiveDate: string | null };

export type SalaryIncreaseFormModalProps = { open: boolean; onClose: () => void };

/**
 * Ask for a raise: employee, new salary, reason, effective date. The server answers the same
 * salary as before with SAME_AS_OLD_VALUE on the salary field, shown under it.
 */
export const SalaryIncreaseFormModal = ({ open, onClose }: SalaryIncreaseFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateSalaryIncrease();
  const reportError = useFormError();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    create.mutate(values as TSalaryIncreaseCreateBody, {
      onSuccess: () => {
        toast.success(t('salary-increases:created'));
        onClose();
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('salary-increases:newTitle')}
      okText={t('salary-increases:send')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'salary-increase-save' } as ButtonProps}
      onOk={() => void submit()}
      width={600}
      forceRender
      data-testid="salary-increase-modal"
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={{ reason: '', effectiveDate: null }}>
        <Form.Item
          name="employeeId"
          label={t('salary-increases:fields.employee')}
          required
          rules={[zodRule(fields.employeeId)]}
        >
          <EmployeePicker
            placeholder={t('salary-increases:fields.employeePlaceholder')}
            data-testid="salary-increase-employee"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="newSalary"
              label={t('salary-increases:fields.newSalary')}
              required
              rules={[zodRule(fields.newSalary)]}
            >
              <MoneyInput<string> stringMode data-testid="salary-increase-amount" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="effectiveDate"
              label={t('salary-increases:fields.effectiveDate')}
              required
              rules={[zodRule(fields.effectiveDate)]}
            >
              <DateInput data-testid="salary-increase-date" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="reason"
          label={t('salary-increases:fields.reason')}
          required
          rules={[zodRule(fields.reason)]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="salary-increase-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
