import { TOLL_DIRECTIONS, ZTollRegisterBody } from '@zerg/shared';
import { Col, Form, Input, InputNumber, Row, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useTollEdit } from '../api/get-toll-edit';
import { useRegisterToll } from '../api/register-toll';
import { useUpdateToll } from '../api/update-toll';
import { UbigeoPicker } from './ubigeo-picker';

type TollFormValues = {
  name: string;
  road: string;
  districtCode: string | null;
  km: number | null;
  concessionaire: string | null;
  direction: (typeof TOLL_DIRECTIONS)[number];
};
const fields = ZTollRegisterBody.shape;

/** Register or edit a toll booth (the fares are kept apart, in the fares dialog). */
export const TollForm = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TollFormValues>();
  const edit = useTollEdit(id);
  const register = useRegisterToll();
  const update = useUpdateToll();
  const reportError = useFormError();
  const submit = (values: TollFormValues) => {
    const body = {
      name: values.name,
      road: values.road,
      districtCode: values.districtCode ?? '',
      km: values.km ?? 0,
      concessionaire: values.concessionaire ?? null,
      direction: values.direction,
    };
    const options = {
      onSuccess: () => {
        toast.success(t('travel-routes:saved'));
        onClose();
      },
      onError: (error: unknown) => reportError(form, error),
    };
    if (id === null) register.mutate(body, options);
    else update.mutate({ id, ...body }, options);
  };
  if (id !== null && !edit.data) return <Spin />;
  const initial = edit.data ?? {
    name: '',
    road: '',
    districtCode: null,
    km: null,
    concessionaire: null,
    direction: 'both',
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} id="toll-form">
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('travel-routes:tolls.name')} rules={[zodRule(fields.name)]}>
            <Input maxLength={80} data-testid="toll-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="road" label={t('travel-routes:tolls.road')} rules={[zodRule(fields.road)]}>
            <Input maxLength={80} placeholder="Panamericana Sur (PE-1S)" data-testid="toll-road" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="districtCode"
        label={t('travel-routes:tolls.location')}
        rules={[zodRule(fields.districtCode)]}
      >
        <UbigeoPicker initial={edit.data ?? null} testId="toll-place" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="km" label={t('travel-routes:tolls.km')} rules={[zodRule(fields.km)]}>
            <InputNumber<number>
              min={0}
              step={0.1}
              precision={1}
              style={{ width: '100%' }}
              data-testid="toll-km"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="direction"
            label={t('travel-routes:tolls.direction')}
            rules={[zodRule(fields.direction)]}
          >
            <Select
              options={TOLL_DIRECTIONS.map((d) => ({ value: d, label: t(`travel-routes:directions.${d}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="concessionaire" label={t('travel-routes:tolls.concessionaire')}>
        <Input maxLength={120} />
      </Form.Item>
    </Form>
  );
};
