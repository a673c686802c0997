import { type TServiceOrder, type TServiceOrderCreateBody, ZServiceOrderCreateBody } from '@zerg/shared';
import { Alert, Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { formatMoney } from '../../../lib/format-money';
import { ClientPicker } from '../../../reference-data/client-picker';
import { useTravelRouteOptions } from '../../../reference-data/get-travel-route-options';
import { useVehicleTypes } from '../../../reference-data/get-vehicle-types';
import { useDeliveryPoints } from '../api/get-delivery-points';
import { useServiceOrderPrice } from '../api/get-service-order-price';
import { useSaveServiceOrder } from '../api/save-service-order';

type Values = Record<string, unknown> & {
  clientId?: number;
  routeId?: number;
  vehicleTypeId?: number;
  startDate?: string | null;
  price?: string | null;
};

/**
 * Create or edit a service order: client → its delivery points, route, vehicle type and dates; the
 * price comes from the rate in force and a different price asks for its reason (checked again on
 * the server, whose field errors land on the fields).
 */
export const ServiceOrderFormModal = ({
  target,
  onClose,
}: {
  target: TServiceOrder | 'new' | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const routes = useTravelRouteOptions();
  const types = useVehicleTypes();
  const save = useSaveServiceOrder();
  const reportError = useFormError();
  const clientId = Form.useWatch('clientId', form);
  const routeId = Form.useWatch('routeId', form);
  const vehicleTypeId = Form.useWatch('vehicleTypeId', form);
  const startDate = Form.useWatch('startDate', form);
  const price = Form.useWatch('price', form);
  const points = useDeliveryPoints(clientId);
  const rate = useServiceOrderPrice({ clientId, routeId, vehicleTypeId, date: startDate ?? null });
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing, volumeM3: editing.volumeM3 ?? '' } as Values);
  }, [target, editing, form]);

  useEffect(() => {
    if (rate.data?.amount && !form.isFieldTouched('price')) form.setFieldValue('price', rate.data.amount);
  }, [rate.data, form]);

  const differs = Boolean(price) && (!rate.data?.amount || Number(price) !== Number(rate.data.amount));
  const rule = (field: keyof typeof ZServiceOrderCreateBody._zod.def.shape) => ({
    validator: async (_: unknown, value: unknown) => {
      const parsed = ZServiceOrderCreateBody.safeParse({ ...form.getFieldsValue(), [field]: value });
      const issue = parsed.success ? null : parsed.error.issues.find((i) => i.path[0] === field);
      if (!issue) return;
      // A missing pick fails zod's number check with a raw text: say "required" like the other fields.
      const key = issue.message.startsWith('validation.') ? issue.message.split('|')[0] : null;
      const empty = value === undefined || value === null || value === '';
      throw new Error(t(`shared:${key ?? (empty ? 'validation.required' : 'validation.invalid')}`));
    },
  });

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({ ...(values as unknown as TServiceOrderCreateBody), id: editing?.id });
      toast.success(t('service-orders:saved'));
      onClose();
    } catch (error) {
      reportError(form, error);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t(editing ? 'service-orders:edit' : 'service-orders:add')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common:actions.save')}
      confirmLoading={save.isPending}
      width={760}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'service-order-save' } as never}
    >
      <Form form={form} layout="vertical" initialValues={{ packages: 1 }} data-testid="service-order-form">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="clientId" label={t('service-orders:fields.client')} rules={[rule('clientId')]}>
              <ClientPicker
                knownOption={editing ? { value: editing.clientId, label: editing.clientName } : undefined}
                onChange={() =>
                  form.setFieldsValue({ originPointId: null, destinationPointId: null } as Values)
                }
                data-testid="so-client"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="routeId" label={t('service-orders:fields.route')} rules={[rule('routeId')]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={(routes.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
                data-testid="so-route"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="originPointId" label={t('service-orders:fields.origin')}>
              <Select allowClear options={(points.data ?? []).map((p) => ({ value: p.id, label: p.name }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="destinationPointId" label={t('service-orders:fields.destination')}>
              <Select allowClear options={(points.data ?? []).map((p) => ({ value: p.id, label: p.name }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="vehicleTypeId"
              label={t('service-orders:fields.vehicleType')}
              rules={[rule('vehicleTypeId')]}
            >
              <Select
                options={(types.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
                data-testid="so-type"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="startDate"
              label={t('service-orders:fields.startDate')}
              rules={[rule('startDate')]}
            >
              <DateInput data-testid="so-start" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="endDate" label={t('service-orders:fields.endDate')} rules={[rule('endDate')]}>
              <DateInput data-testid="so-end" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="cargoDescription"
              label={t('service-orders:fields.cargo')}
              rules={[rule('cargoDescription')]}
            >
              <Input maxLength={300} data-testid="so-cargo" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="weightKg" label={t('service-orders:fields.weightKg')} rules={[rule('weightKg')]}>
              <Input inputMode="decimal" data-testid="so-weight" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="volumeM3" label={t('service-orders:fields.volumeM3')}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="packages" label={t('service-orders:fields.packages')} rules={[rule('packages')]}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="price" label={t('service-orders:fields.price')}>
              <MoneyInput<string> stringMode data-testid="so-price" />
            </Form.Item>
          </Col>
          <Col span={16}>
            {differs ? (
              <Form.Item name="priceReason" label={t('service-orders:fields.priceReason')}>
                <Input maxLength={300} data-testid="so-price-reason" />
              </Form.Item>
            ) : (
              <Alert
                style={{ marginTop: 30 }}
                type={rate.data?.amount ? 'info' : 'warning'}
                title={
                  rate.data?.amount
                    ? t('service-orders:rateInForce', {
                        amount: formatMoney(rate.data.amount, rate.data.currency ?? 'PEN', i18n.language),
                      })
                    : t('service-orders:noRate')
                }
              />
            )}
          </Col>
          <Col span={24}>
            <Form.Item name="observations" label={t('service-orders:fields.observations')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};
