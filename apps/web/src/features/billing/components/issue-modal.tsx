import { type TSalesDocument, ZSalesIssueBody } from '@zerg/shared';
import { Alert, type ButtonProps, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { useIssueDocument } from '../api/issue-document';

type Props = {
  id: number;
  /** Runs before issuing (the edit page saves the draft first); a rejection stops the issue. */
  before?: () => Promise<unknown>;
  onClose: () => void;
  onIssued: (doc: TSalesDocument) => void;
};

/**
 * "Are you sure?" before a draft gets its number: the issue date (today unless earlier), then the
 * server gives the series' next correlative. A dollar document takes the rate of that day.
 */
export const IssueModal = ({ id, before, onClose, onIssued }: Props) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ issueDate: string }>();
  const issue = useIssueDocument();
  const reportError = useFormError();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      if (before) await before();
    } catch {
      onClose();
      return;
    }
    issue.mutate(
      { id, issueDate: values.issueDate },
      {
        onSuccess: (doc) => {
          toast.success(t('billing:issue.done', { number: doc.fullNumber }));
          onIssued(doc);
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title={t('billing:issue.confirmTitle')}
      okText={t('billing:actions.issue')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: issue.isPending, 'data-testid': 'issue-ok' } as ButtonProps}
      onOk={() => void submit()}
      data-testid="issue-modal"
    >
      <Typography.Paragraph>{t('billing:issue.confirmDescription')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ issueDate: limaToday() }}>
        <Form.Item
          name="issueDate"
          label={t('billing:fields.issueDate')}
          required
          rules={[zodRule(ZSalesIssueBody.shape.issueDate)]}
        >
          <DateInput data-testid="issue-date" />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon title={t('billing:issue.numberHint')} />
    </Modal>
  );
};
