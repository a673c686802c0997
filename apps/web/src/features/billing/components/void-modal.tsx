import { type TSalesDocument, ZSalesVoidBody } from '@zerg/shared';
import { Alert, type ButtonProps, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useVoidDocument } from '../api/void-document';

type Props = { doc: TSalesDocument; onClose: () => void };

/**
 * Asks SUNAT to void an accepted electronic factura, or a note of one, by a comunicación de baja,
 * with the reason SUNAT receives; the document is voided when SUNAT accepts it. The server decides
 * whether the baja is still possible (seven days, nothing collected or credited) and says why not;
 * its message shows on the reason.
 */
export const VoidModal = ({ doc, onClose }: Props) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const voiding = useVoidDocument();
  const reportError = useFormError();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    voiding.mutate(
      { id: doc.id, reason: values.reason ?? '' },
      {
        onSuccess: () => {
          toast.success(t('billing:void.done', { number: doc.fullNumber }));
          onClose();
        },
        onError: (error) =>
          reportError(form, error, {
            VOID_NOT_ALLOWED: 'reason',
            VOID_TERM_PASSED: 'reason',
            VOID_PENDING: 'reason',
          }),
      },
    );
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title={t('billing:void.title', { number: doc.fullNumber })}
      okText={t('billing:void.confirm')}
      okButtonProps={{ danger: true, loading: voiding.isPending, 'data-testid': 'void-ok' } as ButtonProps}
      cancelText={t('common:actions.cancel')}
      onOk={() => void submit()}
      data-testid="void-modal"
    >
      <Alert type="warning" showIcon message={t('billing:void.explain')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('billing:void.reason')}
          required
          rules={[zodRule(ZSalesVoidBody.shape.reason)]}
        >
          <Input maxLength={100} data-testid="void-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
