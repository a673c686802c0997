import {
  DISCOUNT_MAX_QUOTAS,
  type DiscountType,
  type TDiscount,
  type TDiscountBody,
  ZDiscountBody,
} from '@zerg/shared';
import {
  type ButtonProps,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  type SelectProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { limaMonth } from '../lib/format-date';
import { zodRule } from '../lib/zod-rule';
import { MoneyInput } from './money-input';
import { toast } from './toast';
import { useFormError } from './use-form-error';

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
const thisMonth = () => limaMonth();

export type DiscountFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** The types this screen registers (the workshop: damage and shortage only). */
  types: readonly DiscountType[];
  defaultType?: DiscountType;
  /** The worker picker (searched on the server); the form gives it value, placeholder and test id. */
  EmployeeSelect: ComponentType<SelectProps<number>>;
  create: {
    mutate: (
      body: TDiscountBody,
      options: { onSuccess: () => void; onError: (error: Error) => void },
    ) => void;
    isPending: boolean;
  };
  /** A pending discount to correct (its own title and message; saved through `create` with its id). */
  editing?: TDiscount | null;
  /** The feature's locale namespace (`payroll-discounts`, `workshop-discounts`). */
  ns: string;
  /** Prefix of the test ids (`discount`, `workshop-discount`). */
  testId: string;
};

/**
 * Register a discount: worker, type, amount, how many monthly quotas and from which month. Payroll
 * and the workshop register with the same form and the same schema; each brings its own call.
 */
export const DiscountFormModal = ({
  open,
  onClose,
  types,
  defaultType,
  EmployeeSelect,
  create,
  editing,
  ns,
  testId,
}: DiscountFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const reportError = useFormError();

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(
        editing
          ? {
              employeeId: editing.employeeId,
              type: editing.type,
              amount: editing.amount,
              quotas: editing.quotas,
              startPeriod: editing.startPeriod.slice(0, 7),
              observations: editing.observations ?? '',
            }
          : { type: defaultType, quotas: 1, startPeriod: thisMonth(), observations: '' },
      );
    }
  }, [open, form, defaultType, editing]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    create.mutate(values as TDiscountBody, {
      onSuccess: () => {
        toast.success(t(editing ? `${ns}:updated` : `${ns}:created`));
        onClose();
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(editing ? `${ns}:editTitle` : `${ns}:newTitle`)}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': `${testId}-save` } as ButtonProps}
      onOk={() => void submit()}
      width={600}
      forceRender
      data-testid={`${testId}-modal`}
    >
      <Form<FormValues> form={form} layout="vertical">
        <Form.Item
          name="employeeId"
          label={t(`${ns}:fields.employee`)}
          required
          rules={[zodRule(fields.employeeId)]}
        >
          <EmployeeSelect
            placeholder={t(`${ns}:fields.employeePlaceholder`)}
            data-testid={`${testId}-employee`}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="type" label={t(`${ns}:fields.type`)} required rules={[zodRule(fields.type)]}>
              <Select<DiscountType>
                options={types.map((type) => ({
                  value: type,
                  label: t(`${ns}:type.${type}`),
                }))}
                data-testid={`${testId}-type`}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="amount"
              label={t(`${ns}:fields.amount`)}
              required
              rules={[zodRule(fields.amount)]}
            >
              <MoneyInput<string> stringMode style={{ width: '100%' }} data-testid={`${testId}-amount`} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="quotas"
              label={t(`${ns}:fields.quotas`)}
              extra={t(`${ns}:quotasHint`, { max: DISCOUNT_MAX_QUOTAS })}
              required
              rules={[zodRule(fields.quotas)]}
            >
              <InputNumber<number>
                min={1}
                max={DISCOUNT_MAX_QUOTAS}
                precision={0}
                style={{ width: '100%' }}
                data-testid={`${testId}-quotas`}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="startPeriod"
              label={t(`${ns}:fields.startPeriod`)}
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
                data-testid={`${testId}-start-period`}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="observations"
          label={t(`${ns}:fields.observations`)}
          rules={[zodRule(fields.observations)]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid={`${testId}-observations`} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
