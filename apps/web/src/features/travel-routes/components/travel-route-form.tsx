import { PlusOutlined } from '@ant-design/icons';
import { ZTravelRouteRegisterBody } from '@zerg/shared';
import { Button, Col, Divider, Flex, Form, type FormRule, Input, InputNumber, Row, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { currentLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/translate';
import { zodRule } from '../../../lib/zod-rule';
import { useRouteCodeOptions } from '../api/get-route-code-options';
import { useTollGroupOptions } from '../api/get-toll-group-options';
import { useTravelRouteEdit } from '../api/get-travel-route-edit';
import { useZoneOptions } from '../api/get-zone-options';
import { useRegisterTravelRoute } from '../api/register-travel-route';
import { useUpdateTravelRoute } from '../api/update-travel-route';
import { TollPicker } from './toll-picker';
import { UbigeoPicker } from './ubigeo-picker';

type RouteFormValues = {
  routeCodeId: number | null;
  originCode: string | null;
  destinationCode: string | null;
  distanceKm: number | null;
  expectedHours: number | null;
  notes: string | null;
  zoneIds: number[];
  tollIds: number[];
};
const fields = ZTravelRouteRegisterBody.shape;

/** The body schema checks origin ≠ destination only once every field parses; the form says it at once. */
const notTheOrigin: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value && value === getFieldValue('originCode')) {
      throw new Error(translateMessage(currentLanguage(), 'validation.sameAsOrigin'));
    }
  },
});

/** Register or edit a travel route: its code, both ends, distance, hours, zones and tolls in order. */
export const TravelRouteForm = ({
  id,
  onClose,
}: {
  id: number | null;
  onClose: (savedId?: number) => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<RouteFormValues>();
  const edit = useTravelRouteEdit(id);
  const codes = useRouteCodeOptions();
  const zones = useZoneOptions();
  const groups = useTollGroupOptions();
  const register = useRegisterTravelRoute();
  const update = useUpdateTravelRoute();
  const reportError = useFormError();
  const [groupId, setGroupId] = useState<number | null>(null);

  const addGroup = () => {
    const group = groups.data?.find((g) => g.id === groupId);
    if (!group) return;
    const current = (form.getFieldValue('tollIds') as number[] | undefined) ?? [];
    form.setFieldValue('tollIds', [
      ...current,
      ...group.tollIds.filter((tollId) => !current.includes(tollId)),
    ]);
    setGroupId(null);
  };

  const submit = (values: RouteFormValues) => {
    const body = {
      routeCodeId: values.routeCodeId ?? 0,
      originCode: values.originCode ?? '',
      destinationCode: values.destinationCode ?? '',
      distanceKm: values.distanceKm ?? 0,
      expectedHours: values.expectedHours ?? 0,
      notes: values.notes ?? null,
      zoneIds: values.zoneIds ?? [],
      tollIds: values.tollIds ?? [],
    };
    const options = {
      onSuccess: (saved: { id: number }) => {
        toast.success(t('travel-routes:saved'));
        onClose(saved.id);
      },
      onError: (error: unknown) => reportError(form, error),
    };
    if (id === null) register.mutate(body, options);
    else update.mutate({ id, ...body }, options);
  };

  if (id !== null && !edit.data) return <Spin />;
  const route = edit.data;
  const initial: RouteFormValues = route
    ? {
        routeCodeId: route.routeCodeId,
        originCode: route.origin.districtCode,
        destinationCode: route.destination.districtCode,
        distanceKm: route.distanceKm,
        expectedHours: route.expectedHours,
        notes: route.notes,
        zoneIds: route.zones.map((z) => z.id),
        tollIds: route.tolls.map((t) => t.id),
      }
    : {
        routeCodeId: null,
        originCode: null,
        destinationCode: null,
        distanceKm: null,
        expectedHours: null,
        notes: null,
        zoneIds: [],
        tollIds: [],
      };
  const codeOptions = [...(codes.data ?? [])];
  if (route && !codeOptions.some((c) => c.id === route.routeCodeId)) {
    codeOptions.push({ id: route.routeCodeId, name: route.code });
  }
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} id="travel-route-form">
      <Form.Item
        name="routeCodeId"
        label={t('travel-routes:routes.code')}
        rules={[zodRule(fields.routeCodeId)]}
      >
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('travel-routes:routes.codePlaceholder')}
          options={codeOptions.map((c) => ({ value: c.id, label: c.name }))}
          loading={codes.isPending}
          data-testid="route-code"
        />
      </Form.Item>
      <Form.Item
        name="originCode"
        label={t('travel-routes:routes.origin')}
        rules={[zodRule(fields.originCode)]}
      >
        <UbigeoPicker initial={route?.origin ?? null} testId="route-origin" />
      </Form.Item>
      <Form.Item
        name="destinationCode"
        label={t('travel-routes:routes.destination')}
        dependencies={['originCode']}
        rules={[zodRule(fields.destinationCode), notTheOrigin]}
      >
        <UbigeoPicker initial={route?.destination ?? null} testId="route-destination" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12}>
          <Form.Item
            name="distanceKm"
            label={t('travel-routes:routes.distanceKm')}
            rules={[zodRule(fields.distanceKm)]}
          >
            <InputNumber<number>
              min={0}
              precision={1}
              style={{ width: '100%' }}
              data-testid="route-distance"
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="expectedHours"
            label={t('travel-routes:routes.expectedHours')}
            rules={[zodRule(fields.expectedHours)]}
          >
            <InputNumber<number> min={0} precision={1} style={{ width: '100%' }} data-testid="route-hours" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="zoneIds" label={t('travel-routes:routes.zones')}>
        <Select<number[]>
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
          data-testid="route-zones"
        />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        {t('travel-routes:routes.tolls')}
      </Divider>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('travel-routes:routes.groupPlaceholder')}
          value={groupId}
          onChange={(v) => setGroupId(v ?? null)}
          options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          style={{ flex: 1 }}
          data-testid="route-toll-group"
        />
        <Button
          icon={<PlusOutlined />}
          disabled={groupId === null}
          onClick={addGroup}
          data-testid="route-toll-group-add"
        >
          {t('travel-routes:routes.addGroup')}
        </Button>
      </Flex>
      <Form.Item name="tollIds" extra={t('travel-routes:tollPicker.orderHint')}>
        <TollPicker known={route?.tolls} testId="route-tolls" />
      </Form.Item>
      <Form.Item name="notes" label={t('travel-routes:routes.notes')}>
        <Input.TextArea maxLength={255} rows={2} />
      </Form.Item>
    </Form>
  );
};
