import { type Currency, type TRate, type TRateCreateInput, ZRateCreateBody } from '@zerg/shared';
import { Button, Col, Drawer, Flex, Form, Input, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { ClientPicker } from '../../../reference-data/client-picker';
import { useTravelRouteOptions } from '../../../reference-data/get-travel-route-options';
import { useVehicleTypes } from '../../../reference-data/get-vehicle-types';
import { useCreateRate } from '../api/create-rate';
import { useUpdateRate } from '../api/update-rate';
import { CURRENCY_SYMBOLS } from './rate-format';

type RateFormValues = {
  clientId?: number;
  routeId?: number;
  vehicleTypeId?: number;
  currency: Currency;
  amount?: string;
  validFrom?: string | null;
  validTo?: string | null;
  notes?: string | null;
};

const fields = ZRateCreateBody.shape;
const toBody = (v: unknown) => v;

const valuesOf = (rate: TRate | null): RateFormValues =>
  rate
    ? {
        clientId: rate.clientId,
        routeId: rate.routeId,
        vehicleTypeId: rate.vehicleTypeId,
        currency: rate.currency,
        amount: rate.amount,
        validFrom: rate.validFrom,
        validTo: rate.validTo,
        notes: rate.notes,
      }
    : { currency: 'PEN', validTo: null };

const options = (
  rows: { id: number; name: string }[] | undefined,
  current?: { id: number; name: string },
) => {
  const list = (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  // An edited rate may point at a client or route retired since: keep it shown by name.
  if (current && !list.some((o) => o.value === current.id))
    list.push({ value: current.id, label: current.name });
  return list;
};

export type RateDrawerProps = { open: boolean; rate: TRate | null; onClose: () => void };

/** Registers or edits a rate: who pays, on which route, with which vehicle type, how much and when. */
export const RateDrawer = ({ open, rate, onClose }: RateDrawerProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<RateFormValues>();
  const routes = useTravelRouteOptions();
  const types = useVehicleTypes();
  const create = useCreateRate();
  const update = useUpdateRate();
  const reportError = useFormError();
  const currency = Form.useWatch('currency', form) ?? 'PEN';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(rate));
  }, [open, rate, form]);

  const submit = (values: RateFormValues) => {
    const body = {
      ...values,
      validTo: values.validTo ?? null,
      notes: values.notes ?? null,
    } as TRateCreateInput;
    const done = {
      onSuccess: () => {
        toast.success(t(rate ? 'rates:edit.saved' : 'rates:register.saved'));
        onClose();
      },
      onError: (error: unknown) => reportError(form, error, { CLIENT_NOT_FOUND: 'clientId' }),
    };
    if (rate) update.mutate({ ...body, id: rate.id }, done);
    else create.mutate(body, done);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={560}
      destroyOnHidden
      title={rate ? t('rates:edit.title') : t('rates:register.title')}
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
          <Button
            type="primary"
            loading={create.isPending || update.isPending}
            onClick={() => form.submit()}
            data-testid="rate-save"
          >
            {t('common:actions.save')}
          </Button>
        </Flex>
      }
      data-testid="rate-drawer"
    >
      <Form<RateFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        scrollToFirstError
        data-testid="rate-form"
      >
        <Form.Item
          name="clientId"
          label={t('rates:fields.client')}
          required
          rules={[zodRule(fields.clientId)]}
        >
          <ClientPicker
            knownOption={rate ? { value: rate.clientId, label: rate.clientName } : undefined}
            placeholder={t('rates:fields.clientPlaceholder')}
            data-testid="rate-client"
          />
        </Form.Item>
        <Form.Item name="routeId" label={t('rates:fields.route')} required rules={[zodRule(fields.routeId)]}>
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            loading={routes.isPending}
            options={options(routes.data, rate ? { id: rate.routeId, name: rate.routeName } : undefined)}
            placeholder={t('rates:fields.routePlaceholder')}
            data-testid="rate-route"
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="vehicleTypeId"
              label={t('rates:fields.vehicleType')}
              required
              rules={[zodRule(fields.vehicleTypeId)]}
            >
              <Select<number>
                loading={types.isPending}
                options={options(
                  types.data,
                  rate ? { id: rate.vehicleTypeId, name: rate.vehicleTypeName } : undefined,
                )}
                data-testid="rate-vehicle-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="currency"
              label={t('rates:fields.currency')}
              required
              rules={[zodRule(fields.currency)]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[
                  { value: 'PEN', label: t('rates:currency.PEN') },
                  { value: 'USD', label: t('rates:currency.USD') },
                ]}
                data-testid="rate-currency"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="amount" label={t('rates:fields.amount')} required rules={[zodRule(fields.amount)]}>
          <MoneyInput<string> stringMode currency={CURRENCY_SYMBOLS[currency]} data-testid="rate-amount" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="validFrom"
              label={t('rates:fields.validFrom')}
              required
              rules={[zodRule(fields.validFrom)]}
            >
              <DateInput data-testid="rate-valid-from" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="validTo"
              label={t('rates:fields.validTo')}
              extra={t('rates:fields.validToHint')}
              dependencies={['validFrom']}
              rules={[zodPathRule(ZRateCreateBody, ['validTo'], toBody)]}
            >
              <DateInput allowClear data-testid="rate-valid-to" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="notes" label={t('rates:fields.notes')} rules={[zodRule(fields.notes)]}>
          <Input.TextArea rows={3} maxLength={255} showCount data-testid="rate-notes" />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
