import {
  DISCOUNT_MAX_QUOTAS,
  type TDiscountBody,
  WORKSHOP_DISCOUNT_TYPES,
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
import { useCreateWorkshopDiscount } from '../api/create-workshop-discount';

type WorkshopType = (typeof WORKSHOP_DISCOUNT_TYPES)[number];
type FormValues = {
  employeeId?: number;
  type?: WorkshopType;
  amount?: string;
  quotas?: number;
  startPeriod?: string;
  observations: string;
};

const fields = ZDiscountBody.shape;
const PERIOD_FORMAT = 'YYYY-MM';

export type WorkshopDiscountFormModalProps = { open: boolean; onClose: () => void };

/** The workshop charges a worker for damage to a unit or missing stock; HR approves it in payroll. */
export const WorkshopDiscountFormModal = ({ open, onClose }: WorkshopDiscountFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const employees = useEmployeeOptions();
  const create = useCreateWorkshopDiscount();
  const reportError = useFormError();

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({
        type: 'damage',
        quotas: 1,
        startPeriod: dayjs().format(PERIOD_FORMAT),
        observations: '',
      });
    }
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    create.mutate(values as TDiscountBody, {
      onSuccess: () => {
        toast.success(t('workshop-discounts:created'));
        onClose();
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('workshop-discounts:newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'workshop-discount-save' } as ButtonProps}
      onOk={() => void submit()}
      width={600}
      forceRender
      data-testid="workshop-discount-modal"
    >
      <Form<FormValues> form={form} layout="vertical">
        <Form.Item
          name="employeeId"
          label={t('workshop-discounts:fields.employee')}
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
            placeholder={t('workshop-discounts:fields.employeePlaceholder')}
            data-testid="workshop-discount-employee"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="type"
              label={t('workshop-discounts:fields.type')}
              required
              rules={[zodRule(fields.type)]}
            >
              <Select<WorkshopType>
                options={WORKSHOP_DISCOUNT_TYPES.map((v) => ({
                  value: v,
                  label: t(`workshop-discounts:type.${v}`),
                }))}
                data-testid="workshop-discount-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="amount"
              label={t('workshop-discounts:fields.amount')}
              required
              rules={[zodRule(fields.amount)]}
            >
              <MoneyInput<string>
                stringMode
                style={{ width: '100%' }}
                data-testid="workshop-discount-amount"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="quotas"
              label={t('workshop-discounts:fields.quotas')}
              extra={t('workshop-discounts:quotasHint', { max: DISCOUNT_MAX_QUOTAS })}
              required
              rules={[zodRule(fields.quotas)]}
            >
              <InputNumber<number>
                min={1}
                max={DISCOUNT_MAX_QUOTAS}
                precision={0}
                style={{ width: '100%' }}
                data-testid="workshop-discount-quotas"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="startPeriod"
              label={t('workshop-discounts:fields.startPeriod')}
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
                data-testid="workshop-discount-start-period"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="observations"
          label={t('workshop-discounts:fields.observations')}
          rules={[zodRule(fields.observations)]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="workshop-discount-observations" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
