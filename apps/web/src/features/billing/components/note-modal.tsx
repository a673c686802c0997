import {
  CANCELLING_CREDIT_REASONS,
  CREDIT_NOTE_REASONS,
  centsToMoney,
  DEBIT_NOTE_REASONS,
  moneyToCents,
  type NoteType,
  type TSalesDocument,
  type TSalesNoteBody,
  translateMessage,
  ZSalesNoteBody,
} from '@zerg/shared';
import { Alert, type ButtonProps, Col, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { currentLanguage } from '../../../lib/language';
import { zodRule } from '../../../lib/zod-rule';
import { useIssueNote } from '../api/issue-note';
import { EMPTY_LINE, type LineFormValues } from './draft-form-values';
import { DraftLines } from './draft-lines';
import { draftTotals } from './line-amounts';
import { SeriesSelect } from './series-select';

type NoteFormValues = {
  seriesId?: number;
  reason?: string;
  description?: string;
  issueDate?: string;
  lines?: LineFormValues[];
};

const fields = ZSalesNoteBody.shape;

type Props = {
  reference: TSalesDocument;
  type: NoteType;
  onClose: () => void;
  onIssued: (id: number) => void;
};

/**
 * A credit (07, catálogo 09) or debit (08, catálogo 10) note against an issued document, issued at
 * once. A cancelling credit reason (01, 02, 06) takes no lines: it credits what remains and voids
 * the document; the others name the amounts as lines. The server refuses a credit over what is left.
 */
export const NoteModal = ({ reference, type, onClose, onIssued }: Props) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<NoteFormValues>();
  const issue = useIssueNote();
  const reportError = useFormError();
  const reason = Form.useWatch('reason', form);
  const lines = Form.useWatch('lines', form);
  const cancelling = type === '07' && (CANCELLING_CREDIT_REASONS as readonly string[]).includes(reason ?? '');
  const reasons: readonly string[] = type === '07' ? CREDIT_NOTE_REASONS : DEBIT_NOTE_REASONS;
  const remaining = centsToMoney(
    moneyToCents(reference.totalAmount) - moneyToCents(reference.creditedAmount),
  );
  const money = (amount: string) => formatMoney(amount, reference.currency, i18n.language);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const all = form.getFieldsValue(true) as NoteFormValues;
    const parsed = ZSalesNoteBody.safeParse({
      referenceId: reference.id,
      documentType: type,
      seriesId: all.seriesId,
      reason: all.reason,
      description: all.description ?? '',
      issueDate: all.issueDate || undefined,
      lines: cancelling
        ? undefined
        : (all.lines ?? []).map((line) => ({
            description: line.description ?? '',
            quantity: line.quantity ?? '',
            unitValue: line.unitValue ?? '',
            taxAffectation: line.taxAffectation,
          })),
    });
    if (!parsed.success) {
      const lang = currentLanguage();
      form.setFields(
        parsed.error.issues.map((i) => ({
          name: i.path.map((p) => (typeof p === 'number' ? p : String(p))) as never,
          errors: [translateMessage(lang, i.message)],
        })),
      );
      return;
    }
    issue.mutate(parsed.data as TSalesNoteBody, {
      onSuccess: (note) => {
        toast.success(t('billing:issue.done', { number: note.fullNumber }));
        onIssued(note.id);
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Modal
      open
      width={1040}
      onCancel={onClose}
      title={t(`billing:note.title${type}`, { number: reference.fullNumber })}
      okText={t('billing:note.issue')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: issue.isPending, 'data-testid': 'note-ok' } as ButtonProps}
      onOk={() => void submit()}
      data-testid="note-modal"
    >
      <Form<NoteFormValues>
        form={form}
        layout="vertical"
        initialValues={{ issueDate: limaToday(), lines: [{ ...EMPTY_LINE, taxAffectation: '10' }] }}
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item
              name="seriesId"
              label={t('billing:fields.series')}
              required
              rules={[zodRule(fields.seriesId)]}
            >
              <SeriesSelect
                companyId={reference.companyId}
                documentType={type}
                letter={reference.series.charAt(0)}
                defaultFirst
                data-testid="note-series"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="reason"
              label={t('billing:note.reason')}
              required
              rules={[zodRule(fields.reason)]}
            >
              <Select
                options={reasons.map((code) => ({
                  value: code,
                  label: `${code} · ${t(`billing:reason${type}.${code}`)}`,
                }))}
                popupMatchSelectWidth={false}
                data-testid="note-reason"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="issueDate"
              label={t('billing:fields.issueDate')}
              rules={[zodRule(fields.issueDate)]}
            >
              <DateInput data-testid="note-date" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="description"
              label={t('billing:note.description')}
              required
              rules={[zodRule(fields.description)]}
            >
              <Input maxLength={250} data-testid="note-description" />
            </Form.Item>
          </Col>
        </Row>
        {type === '07' && (
          <Typography.Paragraph type="secondary" data-testid="note-remaining">
            {t('billing:note.remaining', { amount: money(remaining) })}
          </Typography.Paragraph>
        )}
        {cancelling ? (
          <Alert type="warning" showIcon title={t('billing:note.cancelling', { amount: money(remaining) })} />
        ) : (
          <>
            <DraftLines currency={reference.currency} />
            <Typography.Text strong data-testid="note-total">
              {t('billing:totals.total')}: {money(draftTotals(lines).totalAmount)}
            </Typography.Text>
          </>
        )}
      </Form>
    </Modal>
  );
};
