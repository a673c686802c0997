import {
  ADDITIONAL_WORK_MAX_HOURS,
  type AdditionalWorkPayMode,
  type TAdditionalWorkCreateBody,
  ZAdditionalWorkCreateBody,
} from '@zerg/shared';
import { type ButtonProps, Col, Form, Input, InputNumber, Modal, Radio, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCreateAdditionalWork } from '../api/create-additional-work';

type FormValues = {
  employeeId?: number;
  date: string | null;
  hours?: string;
  payMode: AdditionalWorkPayMode;
  amount?: string | null;
  reason: string;
};

const toBody = (values: unknown): unknown => {
  const v = values as FormValues;
  return { ...v, amount: v.payMode === 'amount' ? (v.amount ?? '') : null };
};

const fields = ZAdditionalWorkCreateBody.shape;
const empty: FormValues = { date: null, payMode: 'hours', amount: null, reason: '' };

export type AdditionalWorkFormModalProps = { open: boolean; onClose: () => void };

/** Request extra hours or work: date, hours, reason, and pay by the hours or as an amount. */
export const AdditionalWorkFormModal = ({ open, onClose }: AdditionalWorkFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const payMode = Form.useWatch('payMode', form);
  const create = useCreateAdditionalWork();
  const reportError = useFormError();

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(empty);
    }
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    create.mutate(toBody(values) as TAdditionalWorkCreateBody, {
      onSuccess: () => {
        toast.success(t('additional-work:created'));
        onClose();
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('additional-work:newTitle')}
      okText={t('additional-work:send')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'additional-work-save' } as ButtonProps}
      onOk={() => void submit()}
      width={600}
      forceRender
      data-testid="additional-work-modal"
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={empty}>
        <Form.Item
          name="employeeId"
          label={t('additional-work:fields.employee')}
          required
          rules={[zodRule(fields.employeeId)]}
        >
          <EmployeePicker
            placeholder={t('additional-work:fields.employeePlaceholder')}
            data-testid="additional-work-employee"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="date"
              label={t('additional-work:fields.date')}
              required
              rules={[zodRule(fields.date)]}
            >
              <DateInput data-testid="additional-work-date" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="hours"
              label={t('additional-work:fields.hours')}
              extra={t('additional-work:hoursHint', { max: ADDITIONAL_WORK_MAX_HOURS })}
              required
              rules={[zodRule(fields.hours)]}
            >
              <InputNumber<string>
                stringMode
                min="0"
                step="0.5"
                precision={2}
                style={{ width: '100%' }}
                data-testid="additional-work-hours"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="payMode" label={t('additional-work:fields.payMode')} required>
              <Radio.Group
                optionType="button"
                options={(['hours', 'amount'] as const).map((m) => ({
                  value: m,
                  label: t(`additional-work:payMode.${m}`),
                }))}
                data-testid="additional-work-pay-mode"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {payMode === 'amount' && (
              <Form.Item
                name="amount"
                label={t('additional-work:fields.amount')}
                required
                dependencies={['payMode']}
                rules={[zodPathRule(ZAdditionalWorkCreateBody, ['amount'], toBody)]}
              >
                <MoneyInput<string> stringMode data-testid="additional-work-amount" />
              </Form.Item>
            )}
          </Col>
        </Row>
        <Form.Item
          name="reason"
          label={t('additional-work:fields.reason')}
          required
          rules={[zodRule(fields.reason)]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="additional-work-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
