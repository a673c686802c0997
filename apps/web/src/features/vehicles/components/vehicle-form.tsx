import { type TVehicle, type TVehicleCreateBody, ZVehicleCreateBody } from '@zerg/shared';
import { Col, Form, type FormInstance, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { UppercaseInput } from '../../../components/uppercase-input';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { useCompanies } from '../../../reference-data/get-companies';
import { useVehicleTypes } from '../../../reference-data/get-vehicle-types';
import { useBrandOptions, useModelOptions } from '../api/vehicle-catalogs';

export type VehicleFormValues = TVehicleCreateBody;
const fields = ZVehicleCreateBody.shape;

export const emptyVehicleValues = (): Partial<VehicleFormValues> => ({
  plate: '',
  year: new Date().getFullYear(),
  odometerKm: 0,
  axles: 2,
});

export const vehicleToValues = (v: TVehicle): VehicleFormValues => ({
  plate: v.plate,
  brandId: v.brandId,
  modelId: v.modelId,
  typeId: v.typeId,
  companyId: v.companyId,
  year: v.year,
  odometerKm: v.odometerKm,
  capacityM3: v.capacityM3,
  capacityTons: v.capacityTons,
  tareKg: v.tareKg,
  payloadKg: v.payloadKg,
  grossKg: v.grossKg,
  lengthM: v.lengthM,
  widthM: v.widthM,
  heightM: v.heightM,
  axles: v.axles,
  notes: v.notes,
});

const decimal = (testId: string, suffix: string) => (
  // No `min`: antd would turn a typed -5 into 0 on blur; the shared rule says it cannot be negative.
  <InputNumber<string>
    stringMode
    precision={2}
    addonAfter={suffix}
    style={{ width: '100%' }}
    data-testid={testId}
  />
);

/** The vehicle's identity, owner, capacity, weights and dimensions. */
export const VehicleForm = ({
  form,
  onSubmit,
}: {
  form: FormInstance<VehicleFormValues>;
  onSubmit: (v: VehicleFormValues) => void;
}) => {
  const { t } = useTranslation();
  const brandId = Form.useWatch('brandId', form);
  const brands = useBrandOptions();
  const models = useModelOptions(brandId);
  const types = useVehicleTypes();
  const companies = useCompanies();
  const half = { xs: 24, sm: 12 };
  const third = { xs: 24, sm: 8 };

  return (
    <Form<VehicleFormValues>
      form={form}
      layout="vertical"
      onFinish={onSubmit}
      scrollToFirstError
      data-testid="vehicle-form"
    >
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="plate" label={t('vehicles:fields.plate')} required rules={[zodRule(fields.plate)]}>
            <UppercaseInput
              maxLength={7}
              placeholder="ABC-123"
              style={{ fontFamily: 'monospace' }}
              data-testid="vehicle-plate"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="companyId"
            label={t('vehicles:fields.company')}
            required
            rules={[zodRule(fields.companyId)]}
          >
            <Select<number>
              loading={companies.isPending}
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              data-testid="vehicle-company"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="brandId"
            label={t('vehicles:fields.brand')}
            required
            rules={[zodRule(fields.brandId)]}
          >
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              loading={brands.isPending}
              options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              onChange={() => form.setFieldValue('modelId', undefined)}
              data-testid="vehicle-brand"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="modelId"
            label={t('vehicles:fields.model')}
            required
            rules={[zodRule(fields.modelId)]}
          >
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!brandId}
              loading={Boolean(brandId) && models.isPending}
              options={(models.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
              // Until the brand's models arrive the chosen one has no name to show: show nothing, not its id.
              labelRender={({ label, value }) => label ?? (models.isPending ? '' : value)}
              data-testid="vehicle-model"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="typeId"
            label={t('vehicles:fields.type')}
            required
            rules={[zodRule(fields.typeId)]}
          >
            <Select<number>
              loading={types.isPending}
              options={(types.data ?? []).map((ty) => ({ value: ty.id, label: ty.name }))}
              onChange={(id) => {
                const axles = types.data?.find((ty) => ty.id === id)?.defaultAxles;
                if (axles) form.setFieldValue('axles', axles);
              }}
              data-testid="vehicle-type"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="year" label={t('vehicles:fields.year')} required rules={[zodRule(fields.year)]}>
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="vehicle-year" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="axles" label={t('vehicles:fields.axles')} required rules={[zodRule(fields.axles)]}>
            <InputNumber
              precision={0}
              min={1}
              max={12}
              style={{ width: '100%' }}
              data-testid="vehicle-axles"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="odometerKm"
            label={t('vehicles:fields.odometerKm')}
            rules={[zodRule(fields.odometerKm)]}
          >
            <InputNumber
              precision={0}
              min={0}
              addonAfter="km"
              style={{ width: '100%' }}
              data-testid="vehicle-odometer"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="capacityM3"
            label={t('vehicles:fields.capacityM3')}
            rules={[zodRule(fields.capacityM3)]}
          >
            {decimal('vehicle-capacity-m3', 'm³')}
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="capacityTons"
            label={t('vehicles:fields.capacityTons')}
            rules={[zodRule(fields.capacityTons)]}
          >
            {decimal('vehicle-capacity-t', 't')}
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            name="tareKg"
            label={t('vehicles:fields.tareKg')}
            required
            rules={[zodRule(fields.tareKg)]}
          >
            {decimal('vehicle-tare', 'kg')}
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            name="payloadKg"
            label={t('vehicles:fields.payloadKg')}
            required
            rules={[zodRule(fields.payloadKg)]}
          >
            {decimal('vehicle-payload', 'kg')}
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            name="grossKg"
            label={t('vehicles:fields.grossKg')}
            required
            dependencies={['tareKg']}
            // One message at a time: the field's own rule and the cross-field rule both see an empty value.
            validateFirst
            rules={[zodRule(fields.grossKg), zodPathRule(ZVehicleCreateBody, ['grossKg'], (v) => v)]}
          >
            {decimal('vehicle-gross', 'kg')}
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="lengthM" label={t('vehicles:fields.lengthM')} rules={[zodRule(fields.lengthM)]}>
            {decimal('vehicle-length', 'm')}
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="widthM" label={t('vehicles:fields.widthM')} rules={[zodRule(fields.widthM)]}>
            {decimal('vehicle-width', 'm')}
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="heightM" label={t('vehicles:fields.heightM')} rules={[zodRule(fields.heightM)]}>
            {decimal('vehicle-height', 'm')}
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="notes" label={t('vehicles:fields.notes')} rules={[zodRule(fields.notes)]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
};
