import { type TViaticRate, type TViaticRateCreateBody, ZViaticRateCreateBody } from '@zerg/shared';
import { type ButtonProps, Col, Form, Modal, Row, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateViaticRate } from '../api/create-viatic-rate';
import { useViaticRateZones } from '../api/get-viatic-rate-zones';
import { useUpdateViaticRate } from '../api/update-viatic-rate';

const fields = ZViaticRateCreateBody.shape;

type FormValues = {
  zoneId?: number;
  validFrom: string | null;
  food: string | null;
  lodging: string | null;
  localTransport: string | null;
};

const empty: FormValues = { validFrom: null, food: null, lodging: null, localTransport: null };

/** A zone's daily amounts by concept from a date; one set per zone and date. */
export const ViaticRateFormModal = ({
  target,
  onClose,
}: {
  target: TViaticRate | 'new' | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const zones = useViaticRateZones(limaToday());
  const create = useCreateViaticRate();
  const update = useUpdateViaticRate();
  const reportError = useFormError();
  const shown = useRef(target);
  if (target !== null) shown.current = target;
  const editing = shown.current !== null && shown.current !== 'new' ? shown.current : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            zoneId: editing.zoneId,
            validFrom: editing.validFrom,
            food: editing.food,
            lodging: editing.lodging,
            localTransport: editing.localTransport,
          }
        : empty,
    );
  }, [target, editing, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = ZViaticRateCreateBody.parse(values) as TViaticRateCreateBody;
    const done = () => {
      toast.success(t(editing ? 'viatics:rates.saved' : 'viatics:rates.created'));
      onClose();
    };
    const failed = (error: unknown) => reportError(form, error);
    if (editing) update.mutate({ id: editing.id, ...body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  };

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      title={t(editing ? 'viatics:rates.editTitle' : 'viatics:rates.newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={
        { loading: create.isPending || update.isPending, 'data-testid': 'viatic-rate-save' } as ButtonProps
      }
      onOk={() => void submit()}
      forceRender
      data-testid="viatic-rate-modal"
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={empty}>
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item
              name="zoneId"
              label={t('viatics:fields.zone')}
              required
              rules={[zodRule(fields.zoneId)]}
            >
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                loading={zones.isPending}
                options={(zones.data?.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
                data-testid="viatic-rate-zone"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item
              name="validFrom"
              label={t('viatics:rates.validFrom')}
              required
              rules={[zodRule(fields.validFrom)]}
            >
              <DateInput data-testid="viatic-rate-from" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {(['food', 'lodging', 'localTransport'] as const).map((concept) => (
            <Col xs={24} sm={8} key={concept}>
              <Form.Item
                name={concept}
                label={t(
                  concept === 'lodging' ? 'viatics:concepts.lodgingNight' : `viatics:concepts.${concept}`,
                )}
                required
                rules={[zodRule(fields[concept])]}
              >
                <MoneyInput<string> stringMode data-testid={`viatic-rate-${concept}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
};
