import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ZJournalEntryBody } from '@zerg/shared';
import {
  Alert,
  Button,
  type ButtonProps,
  Col,
  Flex,
  Form,
  type FormInstance,
  Input,
  Modal,
  Row,
  Statistic,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/translate';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { AccountPicker } from '../../../reference-data/account-picker';
import { useCreateJournalEntry } from '../api/create-journal-entry';
import { CompanySelect } from './company-select';
import { type EntryFormValues, entryBody, entryTotals, type LineValues } from './entry-form-values';
import { useMoney } from './money-text';

const fields = ZJournalEntryBody.shape;
const build = (values: unknown) => entryBody(values as EntryFormValues);
const EMPTY_LINE: LineValues = {};

/**
 * A manual entry: company, date, description and its lines, each on one side. The totals and the
 * difference follow every keystroke; the shared schema refuses an unbalanced entry before sending,
 * and the server's field errors (`lines` included) land on the form.
 */
export const EntryFormModal = ({
  open,
  defaultCompanyId,
  onClose,
  onCreated,
}: {
  open: boolean;
  defaultCompanyId?: number;
  onClose: () => void;
  onCreated: (id: number) => void;
}) => {
  const { t } = useTranslation();
  const money = useMoney();
  const [form] = Form.useForm<EntryFormValues>();
  const create = useCreateJournalEntry();
  const reportError = useFormError();
  const lines = Form.useWatch('lines', form);
  const totals = entryTotals(lines);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      companyId: defaultCompanyId,
      date: limaToday(),
      lines: [EMPTY_LINE, EMPTY_LINE],
    });
  }, [open, form, defaultCompanyId]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const parsed = ZJournalEntryBody.safeParse(entryBody(values));
    if (!parsed.success) {
      const lang = currentLanguage();
      // The schema's paths (`lines`, `lines.0.debit`) are the form's field names.
      (form as FormInstance).setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
          errors: [translateMessage(lang, issue.message)],
        })),
      );
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (entry) => {
        toast.success(t('bookkeeping-journal:form.created', { number: entry.number }));
        onCreated(entry.id);
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('bookkeeping-journal:form.title')}
      okText={t('bookkeeping-journal:form.post')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'entry-save' } as ButtonProps}
      onOk={() => void submit()}
      width={1040}
      forceRender
      data-testid="entry-modal"
    >
      <Form<EntryFormValues> form={form} layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="companyId"
              label={t('bookkeeping-journal:columns.company')}
              required
              rules={[zodRule(fields.companyId)]}
            >
              <CompanySelect defaultFirst data-testid="entry-company" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="date"
              label={t('bookkeeping-journal:columns.date')}
              required
              rules={[zodRule(fields.date)]}
            >
              <DateInput data-testid="entry-date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="description"
              label={t('bookkeeping-journal:columns.description')}
              required
              rules={[zodRule(fields.description)]}
            >
              <Input maxLength={200} data-testid="entry-description" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={8} className="entry-lines-head">
          <Col span={9}>
            <Typography.Text strong>{t('bookkeeping-journal:lines.account')}</Typography.Text>
          </Col>
          <Col span={4}>
            <Typography.Text strong>{t('bookkeeping-journal:lines.debit')}</Typography.Text>
          </Col>
          <Col span={4}>
            <Typography.Text strong>{t('bookkeeping-journal:lines.credit')}</Typography.Text>
          </Col>
          <Col span={6}>
            <Typography.Text strong>{t('bookkeeping-journal:lines.description')}</Typography.Text>
          </Col>
        </Row>
        <Form.List
          name="lines"
          rules={[
            {
              // Mirrors the schema's rule so it shows as the user types, not only on saving.
              validator: async (_rule, value: (LineValues | undefined)[] | undefined) => {
                const lang = currentLanguage();
                if ((value ?? []).length < 2)
                  throw new Error(translateMessage(lang, 'validation.entryLines'));
                const current = entryTotals(value);
                if (current.debits !== current.credits)
                  throw new Error(translateMessage(lang, 'validation.unbalanced'));
              },
            },
          ]}
        >
          {(lineFields, { add, remove }, { errors }) => (
            <>
              {lineFields.map((field, index) => (
                <Row gutter={8} key={field.key} align="top" data-testid={`entry-line-${index}`}>
                  <Col span={9}>
                    <Form.Item
                      name={[field.name, 'accountId']}
                      rules={[zodRule(fields.lines.element.shape.accountId)]}
                    >
                      <AccountPicker
                        postable
                        placeholder={t('bookkeeping-journal:lines.accountPlaceholder')}
                        popupMatchSelectWidth={420}
                        data-testid={`line-account-${index}`}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item
                      name={[field.name, 'debit']}
                      dependencies={[['lines', field.name, 'credit']]}
                      rules={[zodPathRule(ZJournalEntryBody, ['lines', index, 'debit'], build)]}
                    >
                      <MoneyInput<string> stringMode placeholder="0.00" data-testid={`line-debit-${index}`} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'credit']}>
                      <MoneyInput<string>
                        stringMode
                        placeholder="0.00"
                        data-testid={`line-credit-${index}`}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item name={[field.name, 'description']}>
                      <Input maxLength={150} data-testid={`line-description-${index}`} />
                    </Form.Item>
                  </Col>
                  <Col span={1}>
                    <Tooltip title={t('bookkeeping-journal:lines.remove')}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        disabled={lineFields.length <= 2}
                        onClick={() => remove(field.name)}
                        aria-label={t('bookkeeping-journal:lines.remove')}
                        data-testid={`line-remove-${index}`}
                      />
                    </Tooltip>
                  </Col>
                </Row>
              ))}
              <Form.Item>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add(EMPTY_LINE)}
                  disabled={lineFields.length >= 200}
                  data-testid="entry-add-line"
                >
                  {t('bookkeeping-journal:lines.add')}
                </Button>
                <div data-testid="entry-lines-error">
                  <Form.ErrorList errors={errors} />
                </div>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Flex gap={32} wrap align="center" style={{ marginTop: 16 }} data-testid="entry-totals">
          <Statistic title={t('bookkeeping-journal:form.debits')} value={money(totals.debits)} />
          <Statistic title={t('bookkeeping-journal:form.credits')} value={money(totals.credits)} />
          <Statistic
            title={t('bookkeeping-journal:form.difference')}
            value={money(totals.difference)}
            styles={{
              content: {
                color: totals.balanced ? '#389e0d' : totals.difference !== '0.00' ? '#cf1322' : undefined,
              },
            }}
          />
          <div data-testid="entry-difference" data-difference={totals.difference} style={{ flex: 1 }}>
            {totals.balanced ? (
              <Alert type="success" showIcon title={t('bookkeeping-journal:balanced')} />
            ) : totals.difference !== '0.00' ? (
              <Alert
                type="warning"
                showIcon
                title={t('bookkeeping-journal:form.differenceHint', { amount: money(totals.difference) })}
              />
            ) : null}
          </div>
        </Flex>
      </Form>
    </Modal>
  );
};
