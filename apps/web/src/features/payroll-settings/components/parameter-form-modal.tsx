import {
  AFP_NAMES,
  PAYROLL_PARAMETER_KEYS,
  PAYROLL_PARAMETER_SHAPES,
  type PayrollParameterKey,
  type TPayrollParameter,
  type TPayrollParameterValue,
  ZPayrollParameterCreateBody,
} from '@zerg/shared';
import { type ButtonProps, Col, Form, Input, InputNumber, Modal, Row, Select, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { fromPercent, toPercent } from '../../../lib/percent';
import { zodRule } from '../../../lib/zod-rule';
import { useCreatePayrollParameter } from '../api/create-payroll-parameter';
import { useUpdatePayrollParameter } from '../api/update-payroll-parameter';
import { parameterSource } from './parameter-source';

const fields = ZPayrollParameterCreateBody.shape;
const AFP_RATES = ['fundRate', 'premiumRate', 'flowCommissionRate'] as const;
const TIERS = [0, 1, 2, 3, 4] as const;

type Afp = Record<string, Record<(typeof AFP_RATES)[number], string>>;
type Brackets = { upToUit: string | null; rate: string }[];
type FormValues = {
  parameter?: PayrollParameterKey;
  // Rates are held as percentages while editing.
  value?: unknown;
  validFrom: string | null;
  validTo: string | null;
  source: string;
};

/** The stored value as the form edits it: rates as percentages. */
const toForm = (parameter: PayrollParameterKey, value: TPayrollParameterValue): unknown => {
  const shape = PAYROLL_PARAMETER_SHAPES[parameter];
  if (shape === 'rate') return toPercent(value as string);
  if (shape === 'afp')
    return Object.fromEntries(
      Object.entries(value as Afp).map(([n, r]) => [
        n,
        Object.fromEntries(AFP_RATES.map((k) => [k, toPercent(r[k])])),
      ]),
    );
  if (shape === 'brackets')
    return (value as Brackets).map((b) => ({ upToUit: b.upToUit, rate: toPercent(b.rate) }));
  return value;
};

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The form's value in the engine's shape: fractions again. */
const fromForm = (parameter: PayrollParameterKey, value: unknown): unknown => {
  const shape = PAYROLL_PARAMETER_SHAPES[parameter];
  if (shape === 'rate') return fromPercent(text(value));
  if (shape === 'afp') {
    const table = (value ?? {}) as Record<string, Record<string, unknown>>;
    return Object.fromEntries(
      AFP_NAMES.map((n) => [
        n,
        Object.fromEntries(AFP_RATES.map((k) => [k, fromPercent(text(table[n]?.[k]))])),
      ]),
    );
  }
  if (shape === 'brackets') {
    const tiers = (value ?? []) as { upToUit?: unknown; rate?: unknown }[];
    return TIERS.map((i) => ({
      upToUit: i === TIERS.length - 1 ? null : text(tiers[i]?.upToUit),
      rate: fromPercent(text(tiers[i]?.rate)),
    }));
  }
  return text(value);
};

const percentInput = (testId: string) => (
  <InputNumber<string>
    style={{ width: '100%' }}
    stringMode
    precision={4}
    min="0"
    suffix="%"
    data-testid={testId}
  />
);

/** A dated value of one legal parameter with its source; the engine checks the figures on save. */
export const ParameterFormModal = ({
  target,
  onClose,
}: {
  target: TPayrollParameter | 'new' | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreatePayrollParameter();
  const update = useUpdatePayrollParameter();
  const reportError = useFormError();
  const shown = useRef(target);
  if (target !== null) shown.current = target;
  const editing = shown.current !== null && shown.current !== 'new' ? shown.current : null;
  const parameter = Form.useWatch('parameter', form);
  const shape = parameter ? PAYROLL_PARAMETER_SHAPES[parameter] : null;
  const filled = [{ required: true, message: t('shared:validation.required') }];

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        parameter: editing.parameter,
        value: toForm(editing.parameter, editing.value),
        validFrom: editing.validFrom,
        validTo: editing.validTo,
        // Shown in the editor's language; saved unchanged, the server keeps it coded.
        source: parameterSource(editing),
      });
  }, [target, editing, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.parameter) return;
    const parsed = ZPayrollParameterCreateBody.safeParse({
      ...values,
      value: fromForm(values.parameter, values.value),
    });
    if (!parsed.success) {
      form.setFields([{ name: 'value', errors: [t('shared:validation.invalid')] }]);
      return;
    }
    const done = () => {
      toast.success(t('payroll-settings:parameters.saved'));
      onClose();
    };
    const failed = (error: unknown) => reportError(form, error);
    if (editing) update.mutate({ id: editing.id, ...parsed.data }, { onSuccess: done, onError: failed });
    else create.mutate(parsed.data, { onSuccess: done, onError: failed });
  };

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      width={720}
      title={t(editing ? 'payroll-settings:parameters.editTitle' : 'payroll-settings:parameters.newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={
        { loading: create.isPending || update.isPending, 'data-testid': 'parameter-save' } as ButtonProps
      }
      onOk={() => void submit()}
      forceRender
      data-testid="parameter-modal"
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ validFrom: null, validTo: null, source: '' }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="parameter"
              label={t('payroll-settings:parameters.parameter')}
              required
              rules={[zodRule(fields.parameter)]}
            >
              <Select<PayrollParameterKey>
                disabled={editing !== null}
                showSearch={{ optionFilterProp: 'label' }}
                options={PAYROLL_PARAMETER_KEYS.map((k) => ({
                  value: k,
                  label: t(`shared:payrollParameters.${k}`),
                }))}
                onChange={() => form.setFieldValue('value', undefined)}
                data-testid="parameter-key"
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="validFrom"
              label={t('payroll-settings:parameters.validFrom')}
              required
              rules={[zodRule(fields.validFrom)]}
            >
              <DateInput data-testid="parameter-from" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="validTo"
              label={t('payroll-settings:parameters.validTo')}
              extra={t('payroll-settings:parameters.validToHint')}
            >
              <DateInput data-testid="parameter-to" />
            </Form.Item>
          </Col>
        </Row>
        {shape === 'amount' && (
          <Form.Item name="value" label={t('payroll-settings:parameters.value')} required rules={filled}>
            <MoneyInput<string> stringMode data-testid="parameter-value" />
          </Form.Item>
        )}
        {shape === 'rate' && (
          <Form.Item name="value" label={t('payroll-settings:parameters.value')} required rules={filled}>
            {percentInput('parameter-value')}
          </Form.Item>
        )}
        {shape === 'number' && (
          <Form.Item name="value" label={t('payroll-settings:parameters.value')} required rules={filled}>
            <InputNumber<string>
              style={{ width: '100%' }}
              stringMode
              precision={2}
              min="0"
              suffix="UIT"
              data-testid="parameter-value"
            />
          </Form.Item>
        )}
        {shape === 'afp' && (
          <>
            <Row gutter={8}>
              <Col span={6} />
              {AFP_RATES.map((k) => (
                <Col span={6} key={k}>
                  <Typography.Text strong>{t(`payroll-settings:parameters.afp.${k}`)}</Typography.Text>
                </Col>
              ))}
            </Row>
            {AFP_NAMES.map((name) => (
              <Row gutter={8} key={name}>
                <Col span={6} style={{ paddingTop: 6, textTransform: 'capitalize' }}>
                  {name}
                </Col>
                {AFP_RATES.map((k) => (
                  <Col span={6} key={k}>
                    <Form.Item name={['value', name, k]} required rules={filled}>
                      {percentInput(`afp-${name}-${k}`)}
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            ))}
          </>
        )}
        {shape === 'brackets' &&
          TIERS.map((i) => (
            <Row gutter={8} key={i}>
              <Col span={4} style={{ paddingTop: 6 }}>
                {t('payroll-settings:parameters.tier', { n: i + 1 })}
              </Col>
              <Col span={10}>
                {i === TIERS.length - 1 ? (
                  <Input disabled value={t('payroll-settings:parameters.openTier')} />
                ) : (
                  <Form.Item name={['value', i, 'upToUit']} required rules={filled}>
                    <InputNumber<string>
                      style={{ width: '100%' }}
                      stringMode
                      precision={2}
                      min="0"
                      prefix="≤"
                      suffix="UIT"
                      data-testid={`tier-${i}-upto`}
                    />
                  </Form.Item>
                )}
              </Col>
              <Col span={10}>
                <Form.Item name={['value', i, 'rate']} required rules={filled}>
                  {percentInput(`tier-${i}-rate`)}
                </Form.Item>
              </Col>
            </Row>
          ))}
        <Form.Item
          name="source"
          label={t('payroll-settings:parameters.source')}
          required
          rules={[zodRule(fields.source)]}
        >
          <Input.TextArea
            rows={2}
            maxLength={500}
            placeholder="DS 301-2025-EF"
            data-testid="parameter-source"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
