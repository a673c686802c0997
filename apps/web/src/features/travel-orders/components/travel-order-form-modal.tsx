import { type TTravelOrderDetail, ZTravelOrderCreateBody } from '@zerg/shared';
import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { isApiError } from '../../../lib/api-error';
import { useTravelOrderOptions } from '../../../reference-data/get-travel-order-options';
import { useCreateTravelOrder } from '../api/create-travel-order';
import { useUpdateTravelOrder } from '../api/update-travel-order';
import { travelOrderPath } from '../screens';
import { TollEstimate } from './toll-estimate';
import { dispatchDay, vehicleDocumentsRule, vehicleOptions } from './vehicle-documents';

type Values = {
  serviceOrderId?: number;
  tractorId?: number;
  semitrailerId?: number | null;
  driverId?: number;
  coDriverId?: number | null;
  departure?: Dayjs | null;
  arrival?: Dayjs | null;
  fuelAllowance?: string;
  otherAllowance?: string;
  observations?: string;
};

const toBody = (v: Values) => ({
  serviceOrderId: v.serviceOrderId,
  tractorId: v.tractorId,
  semitrailerId: v.semitrailerId ?? null,
  driverId: v.driverId,
  coDriverId: v.coDriverId ?? null,
  plannedDeparture: v.departure?.toISOString() ?? '',
  plannedArrival: v.arrival?.toISOString() ?? '',
  fuelAllowance: v.fuelAllowance ?? '',
  otherAllowance: v.otherAllowance ?? '0',
  observations: v.observations ?? '',
});

/** Server field names → this form's names (the dates are pickers of their own). */
const FORM_FIELD: Record<string, string> = { plannedDeparture: 'departure', plannedArrival: 'arrival' };

const valuesOf = (order: TTravelOrderDetail): Values => ({
  serviceOrderId: order.serviceOrderId,
  tractorId: order.tractorId,
  semitrailerId: order.semitrailerId,
  driverId: order.driverId,
  coDriverId: order.coDriverId,
  departure: dayjs(order.plannedDeparture),
  arrival: dayjs(order.plannedArrival),
  fuelAllowance: order.fuelAllowance,
  otherAllowance: order.otherAllowance,
  observations: order.observations ?? '',
});

export type TravelOrderFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** The registered trip to edit; without it the form creates a new one. */
  order?: TTravelOrderDetail;
};

/**
 * A trip of a service order, new or still registered: vehicles, drivers, planned times and
 * allowances. Tolls (estimated live here) and viatics are computed by the server; an overlap or a
 * bad vehicle comes back on its field.
 */
export const TravelOrderFormModal = ({ open, onClose, order }: TravelOrderFormModalProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const options = useTravelOrderOptions(open);
  const create = useCreateTravelOrder();
  const update = useUpdateTravelOrder();
  const reportError = useFormError();
  const [serviceOrderId, tractorId, semitrailerId, departure] = [
    Form.useWatch('serviceOrderId', form),
    Form.useWatch('tractorId', form),
    Form.useWatch('semitrailerId', form),
    Form.useWatch('departure', form),
  ];
  const tractor = options.data?.tractors.find((v) => v.id === tractorId);
  const day = dispatchDay(departure as Dayjs | null | undefined);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (order) form.setFieldsValue(valuesOf(order));
  }, [open, form, order]);

  const submit = async () => {
    const values = await form.validateFields();
    const parsed = ZTravelOrderCreateBody.safeParse(toBody(values));
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({
          name: (FORM_FIELD[String(i.path[0])] ?? String(i.path[0])) as keyof Values,
          errors: [t(`shared:${i.message.split('|')[0]}`)],
        })),
      );
      return;
    }
    try {
      if (order) {
        await update.mutateAsync({ ...parsed.data, id: order.id });
        toast.success(t('travel-orders:updated', { code: order.code }));
        onClose();
        return;
      }
      const trip = await create.mutateAsync(parsed.data);
      toast.success(t('travel-orders:created', { code: trip.code }));
      onClose();
      navigate(travelOrderPath(trip.id));
    } catch (error) {
      const errors = isApiError(error) ? error.errors : undefined;
      if (errors) {
        for (const [from, to] of Object.entries(FORM_FIELD)) {
          const moved = errors[from];
          if (moved) {
            errors[to] = moved;
            delete errors[from];
          }
        }
      }
      reportError(form, error);
    }
  };

  // The trip's own service order stays pickable while editing even if the options leave it out.
  const serviceOrders =
    order && !options.data?.serviceOrders.some((o) => o.id === order.serviceOrderId)
      ? [{ id: order.serviceOrderId, name: order.serviceOrderCode }, ...(options.data?.serviceOrders ?? [])]
      : options.data?.serviceOrders;

  const opt = (list: { id: number; name: string }[] = []) =>
    list.map((o) => ({ value: o.id, label: o.name }));
  return (
    <Modal
      open={open}
      title={order ? t('travel-orders:edit', { code: order.code }) : t('travel-orders:add')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common:actions.save')}
      confirmLoading={create.isPending || update.isPending}
      width={760}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'travel-order-save' } as never}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ otherAllowance: '0' }}
        data-testid="travel-order-form"
      >
        <Row gutter={12}>
          <Col span={24}>
            <Form.Item
              name="serviceOrderId"
              label={t('travel-orders:fields.serviceOrder')}
              rules={[{ required: true, message: t('shared:validation.required') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={opt(serviceOrders)}
                data-testid="to-service-order"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="tractorId"
              label={t('travel-orders:fields.tractor')}
              dependencies={['departure']}
              rules={[
                { required: true, message: t('shared:validation.required') },
                vehicleDocumentsRule(t, options.data?.tractors, day),
              ]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={vehicleOptions(t, options.data?.tractors, day)}
                data-testid="to-tractor"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="semitrailerId"
              label={t('travel-orders:fields.semitrailer')}
              dependencies={['departure']}
              rules={[vehicleDocumentsRule(t, options.data?.semitrailers, day)]}
            >
              <Select
                allowClear
                disabled={tractor?.role === 'rigid'}
                showSearch={{ optionFilterProp: 'label' }}
                options={vehicleOptions(t, options.data?.semitrailers, day)}
                data-testid="to-semitrailer"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="driverId"
              label={t('travel-orders:fields.driver')}
              rules={[{ required: true, message: t('shared:validation.required') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={opt(options.data?.drivers)}
                data-testid="to-driver"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="coDriverId" label={t('travel-orders:fields.coDriver')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={opt(options.data?.drivers)}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="departure"
              label={t('travel-orders:fields.plannedDeparture')}
              rules={[{ required: true, message: t('shared:validation.required') }]}
            >
              <DatePicker
                showTime
                format="DD/MM/YYYY HH:mm"
                style={{ width: '100%' }}
                data-testid="to-departure"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="arrival"
              label={t('travel-orders:fields.plannedArrival')}
              rules={[{ required: true, message: t('shared:validation.required') }]}
            >
              <DatePicker
                showTime
                format="DD/MM/YYYY HH:mm"
                style={{ width: '100%' }}
                data-testid="to-arrival"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="fuelAllowance" label={t('travel-orders:fields.fuelAllowance')}>
              <MoneyInput<string> stringMode data-testid="to-fuel" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="otherAllowance" label={t('travel-orders:fields.otherAllowance')}>
              <MoneyInput<string> stringMode />
            </Form.Item>
          </Col>
          <Col span={24} style={{ marginBottom: 16 }}>
            <TollEstimate
              serviceOrderId={serviceOrderId}
              tractorId={tractorId}
              semitrailerId={semitrailerId}
              departure={departure}
            />
          </Col>
          <Col span={24}>
            <Form.Item name="observations" label={t('travel-orders:fields.observations')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};
