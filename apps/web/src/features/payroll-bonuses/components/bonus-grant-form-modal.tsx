import { type TBonusGrant, type TBonusGrantInput, ZBonusGrantBody } from '@zerg/shared';
import { type ButtonProps, Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaMonth } from '../../../lib/format-date';
import { zodPathRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCreateBonusGrant } from '../api/create-bonus-grant';
import { useBonusTypes } from '../api/get-bonus-types';
import { useUpdateBonusGrant } from '../api/update-bonus-grant';

type FormValues = {
  employeeId?: number;
  bonusTypeId?: number;
  amount?: string;
  fromPeriod?: string;
  toPeriod?: string | null;
  observations: string;
};

const PERIOD_FORMAT = 'YYYY-MM';
const monthProps = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(`${value.slice(0, 7)}-01`) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(PERIOD_FORMAT) : null),
};
const rule = (name: keyof FormValues) => zodPathRule(ZBonusGrantBody, [name], (v) => v);

export type BonusGrantFormModalProps = {
  open: boolean;
  /** The grant being edited; absent: a new one. */
  editing?: TBonusGrant | null;
  onClose: () => void;
};

/** Grant a worker a bonus type every month from one month on (to another, or open). */
export const BonusGrantFormModal = ({ open, editing, onClose }: BonusGrantFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const types = useBonusTypes();
  const create = useCreateBonusGrant();
  const update = useUpdateBonusGrant();
  const reportError = useFormError();
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            employeeId: editing.employeeId,
            bonusTypeId: editing.bonusTypeId,
            amount: editing.amount,
            fromPeriod: editing.fromPeriod.slice(0, 7),
            toPeriod: editing.toPeriod?.slice(0, 7) ?? null,
            observations: editing.observations ?? '',
          }
        : { fromPeriod: limaMonth(), toPeriod: null, observations: '' },
    );
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = values as TBonusGrantInput;
    const done = {
      onSuccess: () => {
        toast.success(t(editing ? 'payroll-bonuses:updated' : 'payroll-bonuses:created'));
        onClose();
      },
      onError: (error: unknown) => reportError(form, error),
    };
    if (editing) update.mutate({ ...body, id: editing.id }, done);
    else create.mutate(body, done);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(editing ? 'payroll-bonuses:editTitle' : 'payroll-bonuses:newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'bonus-save' } as ButtonProps}
      onOk={() => void submit()}
      width={600}
      forceRender
      data-testid="bonus-modal"
    >
      <Form<FormValues> form={form} layout="vertical">
        <Form.Item
          name="employeeId"
          label={t('payroll-bonuses:fields.employee')}
          required
          rules={[rule('employeeId')]}
        >
          <EmployeePicker
            placeholder={t('payroll-bonuses:fields.employeePlaceholder')}
            data-testid="bonus-employee"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="bonusTypeId"
              label={t('payroll-bonuses:fields.type')}
              required
              rules={[rule('bonusTypeId')]}
            >
              <Select<number>
                loading={types.isPending}
                options={(types.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
                data-testid="bonus-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="amount"
              label={t('payroll-bonuses:fields.amount')}
              required
              rules={[rule('amount')]}
            >
              <MoneyInput<string> stringMode style={{ width: '100%' }} data-testid="bonus-amount" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="fromPeriod"
              label={t('payroll-bonuses:fields.fromPeriod')}
              required
              rules={[rule('fromPeriod')]}
              {...monthProps}
            >
              <DatePicker
                picker="month"
                format="MM/YYYY"
                style={{ width: '100%' }}
                data-testid="bonus-from"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="toPeriod"
              label={t('payroll-bonuses:fields.toPeriod')}
              extra={t('payroll-bonuses:toPeriodHint')}
              dependencies={['fromPeriod']}
              rules={[rule('toPeriod')]}
              {...monthProps}
            >
              <DatePicker
                picker="month"
                format="MM/YYYY"
                allowClear
                style={{ width: '100%' }}
                data-testid="bonus-to"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="observations"
          label={t('payroll-bonuses:fields.observations')}
          rules={[rule('observations')]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="bonus-observations" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
