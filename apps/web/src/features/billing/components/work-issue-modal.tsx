import { ZInvoiceWorkBody } from '@zerg/shared';
import { Alert, type ButtonProps, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { limaToday } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';

type Props = {
  loading: boolean;
  onClose: () => void;
  onConfirm: (issueDate: string) => void;
};

/**
 * "Create and issue": the issue date of every document the chosen trips make. They are made and
 * issued in one transaction, so a refusal (a closed month, a missing rate) leaves nothing behind.
 */
export const WorkIssueModal = ({ loading, onClose, onConfirm }: Props) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ issueDate: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onConfirm(values.issueDate);
  };
  return (
    <Modal
      open
      onCancel={onClose}
      title={t('billing:work.issueTitle')}
      okText={t('billing:work.invoiceAndIssue')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading, 'data-testid': 'work-issue-ok' } as ButtonProps}
      onOk={() => void submit()}
      data-testid="work-issue-modal"
    >
      <Typography.Paragraph>{t('billing:work.issueDescription')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ issueDate: limaToday() }}>
        <Form.Item
          name="issueDate"
          label={t('billing:fields.issueDate')}
          required
          rules={[zodRule(ZInvoiceWorkBody.shape.issueDate)]}
        >
          <DateInput data-testid="work-issue-date" />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon title={t('billing:issue.numberHint')} />
    </Modal>
  );
};
