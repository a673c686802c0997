import { Button, Divider, Drawer, Flex, Form, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTabs } from '../../../components/record-history/record-tabs';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { VEHICLES_QUERY_KEY } from '../api/keys';
import { useSaveVehicle, useVehicle } from '../api/vehicles';
import { VehicleDocuments } from './vehicle-documents';
import { emptyVehicleValues, VehicleForm, type VehicleFormValues, vehicleToValues } from './vehicle-form';

/** The vehicle's own field labels, then its list's. */
const VEHICLE_LABELS = [
  { ns: 'vehicles', under: 'fields' },
  { ns: 'vehicles', under: 'columns' },
] as const;

export type VehicleDrawerProps = { open: boolean; vehicleId: number | null; onClose: () => void };

/**
 * Registers or edits a vehicle. A new vehicle stays open after saving, so its SOAT, inspection and
 * MTC certificate can be uploaded right away.
 */
export const VehicleDrawer = ({ open, vehicleId, onClose }: VehicleDrawerProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<VehicleFormValues>();
  const [id, setId] = useState<number | null>(vehicleId);
  const vehicle = useVehicle(open ? id : null);
  const save = useSaveVehicle();
  const reportError = useFormError();

  useEffect(() => {
    if (!open) return;
    setId(vehicleId);
    form.resetFields();
    if (!vehicleId) form.setFieldsValue(emptyVehicleValues());
  }, [open, vehicleId, form]);
  useEffect(() => {
    if (vehicle.data && vehicle.data.id === id) form.setFieldsValue(vehicleToValues(vehicle.data));
  }, [vehicle.data, id, form]);

  const submit = (values: VehicleFormValues) =>
    save.mutate(id ? { ...values, id } : values, {
      onSuccess: (saved) => {
        toast.success(t(id ? 'vehicles:edit.saved' : 'vehicles:register.saved'));
        setId(saved.id);
      },
      onError: (error) => reportError(form, error, { PLATE_ALREADY_REGISTERED: 'plate' }),
    });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={720}
      destroyOnHidden
      title={id ? `${t('vehicles:edit.title')} · ${vehicle.data?.plate ?? ''}` : t('vehicles:register.title')}
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="vehicle-save"
          >
            {t('common:actions.save')}
          </Button>
        </Flex>
      }
      data-testid="vehicle-drawer"
    >
      <RecordTabs
        testId="vehicle-tabs"
        history={
          id
            ? {
                queryKey: [...VEHICLES_QUERY_KEY, 'record', id],
                url: '/setting/vehicle/history/list',
                record: { id },
                labels: VEHICLE_LABELS,
              }
            : null
        }
      >
        <Spin spinning={Boolean(id) && vehicle.isPending}>
          <VehicleForm form={form} onSubmit={submit} />
        </Spin>
        <Divider />
        <Typography.Title level={5}>{t('vehicles:documents.title')}</Typography.Title>
        {id && vehicle.data ? (
          <VehicleDocuments vehicleId={id} documents={vehicle.data.documents} />
        ) : (
          <Typography.Text type="secondary">{t('vehicles:documents.saveFirst')}</Typography.Text>
        )}
      </RecordTabs>
    </Drawer>
  );
};
