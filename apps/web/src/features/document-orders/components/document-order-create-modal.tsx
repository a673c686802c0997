import { type TDocumentOrderCreateInput, ZDocumentOrderCreateBody } from '@zerg/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateDocumentOrder } from '../api/create-document-order';
import { useTripOptions } from '../api/get-trip-options';

const fields = ZDocumentOrderCreateBody.shape;

/** A trip's document order: the trip and its 19-character tracking number. */
export const DocumentOrderCreateModal = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TDocumentOrderCreateInput>();
  const trips = useTripOptions(open);
  const create = useCreateDocumentOrder();
  const formError = useFormError();
  const submit = async (values: TDocumentOrderCreateInput) => {
    try {
      const order = await create.mutateAsync(values);
      toast.success(t('document-orders:created'));
      form.resetFields();
      onClose();
      onCreated(order.id);
    } catch (error) {
      formError(form, error);
    }
  };
  return (
    <Modal
      open={open}
      title={t('document-orders:add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'document-order-save' } as never}
      destroyOnHidden
    >
      <Form<TDocumentOrderCreateInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid="document-order-form"
      >
        <Form.Item
          name="travelOrderId"
          label={t('document-orders:columns.travelOrder')}
          rules={[zodRule(fields.travelOrderId)]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={trips.isPending}
            options={(trips.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
            data-testid="document-order-trip"
          />
        </Form.Item>
        <Form.Item
          name="trackingNumber"
          label={t('document-orders:columns.trackingNumber')}
          rules={[zodRule(fields.trackingNumber)]}
          validateTrigger="onBlur"
        >
          <Input maxLength={25} style={{ fontFamily: 'monospace' }} data-testid="document-order-tracking" />
        </Form.Item>
        <Form.Item name="observations" label={t('document-orders:observations')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
