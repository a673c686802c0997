import {
  type TViatic,
  type TViaticCreateBody,
  viaticAmounts,
  ZMoneyAmount,
  ZViaticCreateBody,
} from '@zerg/shared';
import {
  Alert,
  type ButtonProps,
  Col,
  Descriptions,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Typography,
} from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { formatDate, limaToday } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCreateViatic } from '../api/create-viatic';
import { useViaticZones } from '../api/get-viatic-zones';
import { useUpdateViatic } from '../api/update-viatic';

const fields = ZViaticCreateBody.shape;

type FormValues = {
  employeeId?: number;
  zoneId?: number;
  startDate: string | null;
  endDate: string | null;
  advance: string | null;
  purpose: string;
  observations: string;
};

const toBody = (values: unknown): unknown => {
  const v = values as FormValues;
  return { ...v, advance: v.advance ?? '0', observations: v.observations ?? '' };
};

const empty: FormValues = {
  startDate: null,
  endDate: null,
  advance: '0',
  purpose: '',
  observations: '',
};

export type ViaticFormModalProps = {
  /** `'new'` requests one; a pending row edits it; null keeps the dialog closed. */
  target: TViatic | 'new' | null;
  onClose: () => void;
};

/**
 * Request or edit a viatic: the zone picker shows the daily amounts in force on the start date and
 * the total follows the dates live (the server computes the same from the same shared function).
 */
export const ViaticFormModal = ({ target, onClose }: ViaticFormModalProps) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateViatic();
  const update = useUpdateViatic();
  const reportError = useFormError();
  const shown = useRef(target);
  if (target !== null) shown.current = target;
  const editing = shown.current !== null && shown.current !== 'new' ? shown.current : null;

  const startDate = Form.useWatch('startDate', form) ?? null;
  const endDate = Form.useWatch('endDate', form) ?? null;
  const zoneId = Form.useWatch('zoneId', form);
  const advance = Form.useWatch('advance', form);
  const zones = useViaticZones(startDate ?? limaToday());
  const zone = zones.data?.data.find((z) => z.id === zoneId);
  const rate = zone?.rate ?? null;
  const amounts =
    rate && startDate && endDate && endDate >= startDate ? viaticAmounts(rate, startDate, endDate) : null;
  const money = (amount: string) => formatMoney(amount, 'PEN', i18n.language);

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            employeeId: editing.employeeId,
            zoneId: editing.zoneId,
            startDate: editing.startDate,
            endDate: editing.endDate,
            advance: editing.advance,
            purpose: editing.purpose,
            observations: editing.observations ?? '',
          }
        : empty,
    );
  }, [target, editing, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = ZViaticCreateBody.parse(toBody(values)) as TViaticCreateBody;
    const done = () => {
      toast.success(t(editing ? 'viatics:saved' : 'viatics:created'));
      onClose();
    };
    const failed = (error: unknown) => reportError(form, error);
    if (editing) update.mutate({ id: editing.id, ...body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  };

  const overAdvance =
    amounts && advance !== null && advance !== undefined && ZMoneyAmount.safeParse(advance).success
      ? Number(ZMoneyAmount.parse(advance)) > Number(amounts.total)
      : false;

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      title={t(editing ? 'viatics:editTitle' : 'viatics:newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={
        { loading: create.isPending || update.isPending, 'data-testid': 'viatic-save' } as ButtonProps
      }
      onOk={() => void submit()}
      width={680}
      forceRender
      data-testid="viatic-modal"
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={empty}>
        <Form.Item
          name="employeeId"
          label={t('viatics:fields.employee')}
          required
          rules={[zodRule(fields.employeeId)]}
        >
          <EmployeePicker
            knownOption={editing ? { value: editing.employeeId, label: editing.employeeName } : undefined}
            placeholder={t('viatics:fields.employeePlaceholder')}
            data-testid="viatic-employee"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="startDate"
              label={t('viatics:fields.startDate')}
              required
              rules={[zodRule(fields.startDate)]}
            >
              <DateInput data-testid="viatic-start" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="endDate"
              label={t('viatics:fields.endDate')}
              required
              dependencies={['startDate']}
              validateFirst
              rules={[zodRule(fields.endDate), zodPathRule(ZViaticCreateBody, ['endDate'], toBody)]}
            >
              <DateInput data-testid="viatic-end" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="zoneId"
          label={t('viatics:fields.zone')}
          required
          rules={[zodRule(fields.zoneId)]}
          extra={t('viatics:fields.zoneHint')}
        >
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            loading={zones.isPending}
            options={(zones.data?.data ?? []).map((z) => ({
              value: z.id,
              label: z.rate ? z.name : `${z.name} — ${t('viatics:noRate')}`,
              disabled: !z.rate,
            }))}
            placeholder={t('viatics:fields.zonePlaceholder')}
            data-testid="viatic-zone"
          />
        </Form.Item>
        {zone && !rate && <Alert type="warning" showIcon message={t('viatics:noRateHint')} />}
        {rate && (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 3 }}
            style={{ marginBottom: 16 }}
            title={
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                {t('viatics:rateFrom', { date: formatDate(rate.validFrom) })}
              </Typography.Text>
            }
            items={[
              { key: 'food', label: t('viatics:concepts.food'), children: money(rate.food) },
              { key: 'lodging', label: t('viatics:concepts.lodgingNight'), children: money(rate.lodging) },
              {
                key: 'localTransport',
                label: t('viatics:concepts.localTransport'),
                children: money(rate.localTransport),
              },
            ]}
          />
        )}
        {amounts && (
          <Alert
            type="info"
            style={{ marginBottom: 16 }}
            data-testid="viatic-total"
            message={
              <Typography.Text strong>
                {t('viatics:totalLine', {
                  total: money(amounts.total),
                  days: amounts.days,
                  nights: amounts.nights,
                })}
              </Typography.Text>
            }
            description={t('viatics:totalDetail', {
              food: money(amounts.food),
              lodging: money(amounts.lodging),
              localTransport: money(amounts.localTransport),
            })}
          />
        )}
        <Form.Item
          name="advance"
          label={t('viatics:fields.advance')}
          rules={[zodRule(fields.advance)]}
          validateStatus={overAdvance ? 'error' : undefined}
          help={
            overAdvance ? t('viatics:advanceOver', { total: amounts ? money(amounts.total) : '' }) : undefined
          }
        >
          <MoneyInput<string> stringMode data-testid="viatic-advance" />
        </Form.Item>
        <Form.Item
          name="purpose"
          label={t('viatics:fields.purpose')}
          required
          rules={[zodRule(fields.purpose)]}
        >
          <Input maxLength={300} data-testid="viatic-purpose" />
        </Form.Item>
        <Form.Item
          name="observations"
          label={t('viatics:fields.observations')}
          rules={[zodRule(fields.observations)]}
        >
          <Input.TextArea rows={2} maxLength={1000} showCount data-testid="viatic-observations" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
