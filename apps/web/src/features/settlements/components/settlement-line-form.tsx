import { PlusOutlined } from '@ant-design/icons';
import {
  type ConceptAmounts,
  type ExpenseNature,
  igvOf,
  lineOverflow,
  NATURES_OF_CONCEPT,
  RECEIPT_DOC_TYPES,
  type ReceiptDocType,
  type ReceiptDocumentInput,
  receiptDocumentIssues,
  SETTLEMENT_CONCEPTS,
  type SettlementConcept,
  type TSettlementLine,
  type TSettlementLineInput,
} from '@zerg/shared';
import { Button, Flex, Form, type FormInstance, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { UppercaseInput } from '../../../components/uppercase-input';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/translate';
import { useAddSettlementLine } from '../api/add-settlement-line';

export type LineDraft = Omit<TSettlementLineInput, 'travelOrderId'>;

const MONEY_RE = /^\d{1,9}(\.\d{1,2})?$/;
type DocField = 'nature' | 'docSeries' | 'docNumber' | 'supplierRuc' | 'base' | 'igv';

/**
 * The expense line form: concept and nature, date, amount, and the receipt's document (SUNAT table
 * 10 type, series, number, supplier RUC; base and IGV on a factura). The document fields run the
 * shared `receiptDocumentIssues`, the rules the server applies; the server's field errors land on
 * the same fields.
 */
export const SettlementLineForm = ({
  form,
  travelOrderId,
  advanced,
  lines,
}: {
  form: FormInstance<LineDraft>;
  travelOrderId: number;
  advanced: ConceptAmounts;
  lines: readonly TSettlementLine[];
}) => {
  const { t } = useTranslation();
  const add = useAddSettlementLine();
  const formError = useFormError();
  const concept = (Form.useWatch('concept', form) ?? 'tolls') as SettlementConcept;
  const docType = (Form.useWatch('docType', form) ?? '00') as ReceiptDocType;
  const factura = docType === '01';

  /** The shared rules on the whole draft, answering this field's first message in the UI language. */
  const documentRule = (field: DocField) => ({
    validator: async () => {
      const v = form.getFieldsValue() as Partial<LineDraft>;
      const input: ReceiptDocumentInput = {
        concept: (v.concept ?? 'tolls') as SettlementConcept,
        nature: (v.nature ?? null) as ExpenseNature | null,
        amount: typeof v.amount === 'string' && MONEY_RE.test(v.amount) ? v.amount : '',
        docType: (v.docType ?? '00') as ReceiptDocType,
        docSeries: v.docSeries ?? null,
        docNumber: v.docNumber ?? null,
        supplierRuc: v.supplierRuc ?? null,
        base: v.base === undefined || v.base === null ? null : String(v.base),
        igv: v.igv === undefined || v.igv === null ? null : String(v.igv),
      };
      const issue = receiptDocumentIssues(input).find((i) => i.field === field);
      if (issue) throw new Error(translateMessage(currentLanguage(), issue.message));
    },
  });

  const submit = async (values: LineDraft) => {
    try {
      await add.mutateAsync({ ...values, travelOrderId });
      form.resetFields(['description', 'receiptNumber', 'amount', 'docSeries', 'docNumber', 'base', 'igv']);
      toast.success(t('settlements:lineAdded'));
    } catch (error) {
      formError(form, error);
    }
  };

  const docDeps = ['concept', 'docType', 'amount', 'base', 'igv'];
  return (
    <Form<LineDraft>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ concept: 'tolls', nature: 'tolls', docType: '01', date: limaToday() }}
      onValuesChange={(changed: Partial<LineDraft>) => {
        if (changed.concept)
          form.setFieldValue('nature', NATURES_OF_CONCEPT[changed.concept as SettlementConcept][0]);
        // A factura's IGV follows its base until the user types another.
        if (changed.base !== undefined && typeof changed.base === 'string' && MONEY_RE.test(changed.base))
          form.setFieldValue('igv', igvOf(changed.base));
      }}
      data-testid="settlement-line-form"
    >
      <Flex gap={8} wrap>
        <Form.Item name="concept" label={t('settlements:line.concept')} rules={[{ required: true }]}>
          <Select
            style={{ width: 140 }}
            data-testid="line-concept"
            options={SETTLEMENT_CONCEPTS.map((c) => ({ value: c, label: t(`settlements:concept.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="nature" label={t('settlements:line.nature')} rules={[documentRule('nature')]}>
          <Select
            style={{ width: 170 }}
            data-testid="line-nature"
            options={NATURES_OF_CONCEPT[concept].map((n) => ({
              value: n,
              label: t(`settlements:nature.${n}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="date" label={t('settlements:line.date')} rules={[{ required: true }]}>
          <DateInput style={{ width: 150 }} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('settlements:line.amount')}
          dependencies={['concept']}
          rules={[
            { required: true, message: t('shared:validation.required') },
            {
              validator: async (_r, value: unknown) => {
                if (typeof value !== 'string' || !MONEY_RE.test(value)) return;
                const c = form.getFieldValue('concept') as SettlementConcept;
                const available = lineOverflow(advanced, lines, { concept: c, amount: value });
                if (available !== null)
                  throw new Error(t('shared:validation.notOverflow', { balance: available }));
              },
            },
          ]}
        >
          <Input style={{ width: 130 }} inputMode="decimal" prefix="S/" data-testid="line-amount" />
        </Form.Item>
      </Flex>
      <Flex gap={8} wrap data-testid="line-document">
        <Form.Item name="docType" label={t('settlements:line.docType')} rules={[{ required: true }]}>
          <Select
            style={{ width: 170 }}
            data-testid="line-doc-type"
            options={RECEIPT_DOC_TYPES.map((d) => ({
              value: d,
              label: `${d} · ${t(`settlements:docType.${d}`)}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="docSeries"
          required={docType !== '00'}
          style={{ width: 220 }}
          label={t('settlements:line.docSeries')}
          dependencies={docDeps}
          rules={[documentRule('docSeries')]}
        >
          <UppercaseInput
            maxLength={20}
            style={{ width: 110 }}
            placeholder="F001"
            data-testid="line-doc-series"
          />
        </Form.Item>
        <Form.Item
          name="docNumber"
          required={docType !== '00'}
          style={{ width: 120 }}
          label={t('settlements:line.docNumber')}
          dependencies={docDeps}
          rules={[documentRule('docNumber')]}
        >
          <Input maxLength={8} inputMode="numeric" style={{ width: 120 }} data-testid="line-doc-number" />
        </Form.Item>
        <Form.Item
          name="supplierRuc"
          required={docType !== '00'}
          style={{ width: 170 }}
          label={t('settlements:line.supplierRuc')}
          dependencies={docDeps}
          rules={[documentRule('supplierRuc')]}
        >
          <Input maxLength={11} inputMode="numeric" style={{ width: 150 }} data-testid="line-supplier-ruc" />
        </Form.Item>
        {factura && (
          <>
            <Form.Item
              preserve={false}
              name="base"
              required
              style={{ width: 150 }}
              label={t('settlements:line.base')}
              dependencies={docDeps}
              rules={[documentRule('base')]}
            >
              <Input style={{ width: 120 }} inputMode="decimal" prefix="S/" data-testid="line-base" />
            </Form.Item>
            <Form.Item
              preserve={false}
              name="igv"
              style={{ width: 150 }}
              label={t('settlements:line.igv')}
              dependencies={docDeps}
              rules={[documentRule('igv')]}
            >
              <Input style={{ width: 110 }} inputMode="decimal" prefix="S/" data-testid="line-igv" />
            </Form.Item>
          </>
        )}
      </Flex>
      <Flex gap={8} wrap align="end">
        <Form.Item
          name="description"
          label={t('settlements:line.description')}
          rules={[{ required: true, message: t('shared:validation.required') }]}
          style={{ flex: 1, minWidth: 220 }}
        >
          <Input maxLength={200} data-testid="line-description" />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined />}
            loading={add.isPending}
            data-testid="line-add"
          >
            {t('settlements:line.add')}
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
};
