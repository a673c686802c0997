import {
  DISCOUNT_MAX_QUOTAS,
  DISCOUNT_TYPES,
  type DiscountType,
  type TDiscountBody,
  ZDiscountBody,
} from '@zerg/shared';
import { type ButtonProps, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useEmployeeOptions } from '../../../reference-data/get-employee-options';
import { useCreateDiscount } from '../api/create-discount';

type FormValues = {
  employeeId?: number;
  type?: DiscountType;
  amount?: string;
  quotas?: number;
  startPeriod?: string;
  observations: string;
};

const fields = ZDiscountBody.shape;
const PERIOD_FORMAT = 'YYYY-MM';
const thisMonth = () => dayjs().format(PERIOD_FORMAT);

export type DiscountFormModalProps = { open: boolean; onClose: () => void };

/** Register a discount: worker, type, amount, how many monthly quotas and from which month. */
export const DiscountFormModal = ({ open, onClose }: DiscountFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const employees = useEmployeeOptions();
  const create = useCreateDiscount();
  const reportError = useFormError();

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ quotas: 1, startPeriod: thisMonth(), observations: '' });
    }
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    create.mutate(values as TDiscountBody, {
      onSuccess: () => {
        toast.success(t('payroll-discounts:created'));
        onClose();
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('payroll-discounts:newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'discount-save' } as ButtonProps}
      onOk={() => void submit()}
      width={600}
      forceRender
      data-testid="discount-modal"
    >
      <Form<FormValues> form={form} layout="vertical">
        <Form.Item
          name="employeeId"
          label={t('payroll-discounts:fields.employee')}
          required
          rules={[zodRule(fields.employeeId)]}
        >
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            loading={employees.isPending}
            options={(employees.data ?? []).map((e) => ({
              value: e.id,
              label: `${e.fullName} · ${e.documentNumber}`,
            }))}
            placeholder={t('payroll-discounts:fields.employeePlaceholder')}
            data-testid="discount-employee"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="type"
              label={t('payroll-discounts:fields.type')}
              required
              rules={[zodRule(fields.type)]}
            >
              <Select<DiscountType>
                options={DISCOUNT_TYPES.map((type) => ({
                  value: type,
                  label: t(`payroll-discounts:type.${type}`),
                }))}
                data-testid="discount-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="amount"
              label={t('payroll-discounts:fields.amount')}
              required
              rules={[zodRule(fields.amount)]}
            >
              <MoneyInput<string> stringMode style={{ width: '100%' }} data-testid="discount-amount" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="quotas"
              label={t('payroll-discounts:fields.quotas')}
              extra={t('payroll-discounts:quotasHint', { max: DISCOUNT_MAX_QUOTAS })}
              required
              rules={[zodRule(fields.quotas)]}
            >
              <InputNumber<number>
                min={1}
                max={DISCOUNT_MAX_QUOTAS}
                precision={0}
                style={{ width: '100%' }}
                data-testid="discount-quotas"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="startPeriod"
              label={t('payroll-discounts:fields.startPeriod')}
              required
              rules={[zodRule(fields.startPeriod)]}
              getValueProps={(value?: string) => ({ value: value ? dayjs(`${value}-01`) : null })}
              normalize={(value: Dayjs | null) => (value ? value.format(PERIOD_FORMAT) : undefined)}
            >
              <DatePicker
                picker="month"
                format="MM/YYYY"
                disabledDate={(d) => d.isBefore(dayjs().startOf('month'))}
                style={{ width: '100%' }}
                data-testid="discount-start-period"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="observations"
          label={t('payroll-discounts:fields.observations')}
          rules={[zodRule(fields.observations)]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="discount-observations" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
