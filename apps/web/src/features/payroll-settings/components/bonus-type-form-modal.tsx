import { BONUS_KINDS, type TBonusType, type TBonusTypeCreateBody, ZBonusTypeCreateBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal, Radio } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateBonusType } from '../api/create-bonus-type';
import { useUpdateBonusType } from '../api/update-bonus-type';

const fields = ZBonusTypeCreateBody.shape;
type FormValues = { name: string; kind?: TBonusTypeCreateBody['kind']; plameCode: string | null };

/** A bonus type: its name, kind (which decides the bases it enters) and an optional PLAME code. */
export const BonusTypeFormModal = ({
  target,
  onClose,
}: {
  target: TBonusType | 'new' | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateBonusType();
  const update = useUpdateBonusType();
  const reportError = useFormError();
  const shown = useRef(target);
  if (target !== null) shown.current = target;
  const editing = shown.current !== null && shown.current !== 'new' ? shown.current : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({ name: editing.name, kind: editing.kind, plameCode: editing.plameCode });
  }, [target, editing, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = ZBonusTypeCreateBody.parse(values);
    const done = () => {
      toast.success(t('payroll-settings:bonus.saved'));
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
      title={t(editing ? 'payroll-settings:bonus.editTitle' : 'payroll-settings:bonus.newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={
        { loading: create.isPending || update.isPending, 'data-testid': 'bonus-save' } as ButtonProps
      }
      onOk={() => void submit()}
      forceRender
      data-testid="bonus-modal"
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={{ name: '', plameCode: null }}>
        <Form.Item
          name="name"
          label={t('payroll-settings:bonus.name')}
          required
          rules={[zodRule(fields.name)]}
        >
          <Input maxLength={120} data-testid="bonus-name" />
        </Form.Item>
        <Form.Item
          name="kind"
          label={t('payroll-settings:bonus.kind')}
          required
          rules={[zodRule(fields.kind)]}
        >
          <Radio.Group data-testid="bonus-kind">
            {BONUS_KINDS.map((k) => (
              <Radio
                key={k}
                value={k}
                data-testid={`bonus-kind-${k}`}
                style={{ display: 'block', marginBottom: 4 }}
              >
                {t(`payroll-settings:bonus.kind_${k}`)} —{' '}
                <small>{t(`payroll-settings:bonus.bases_${k}`)}</small>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="plameCode"
          label={t('payroll-settings:bonus.plameCode')}
          extra={t('payroll-settings:bonus.plameHint')}
          rules={[zodRule(fields.plameCode)]}
        >
          <Input maxLength={4} style={{ maxWidth: 120 }} data-testid="bonus-plame" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
