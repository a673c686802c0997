import { PERSONAL_TYPES, type PersonalType, type TQuincenaBody, ZQuincenaBody } from '@zerg/shared';
import { Alert, type ButtonProps, DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaMonth } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { zodRule } from '../../../lib/zod-rule';
import { useCompanies } from '../../../reference-data/get-companies';
import { useGenerateQuincena } from '../api/generate-quincena';

type FormValues = { companyId?: number; period?: string; personalType?: PersonalType };

const fields = ZQuincenaBody.shape;
const PERIOD_FORMAT = 'YYYY-MM';

export type QuincenaModalProps = { open: boolean; onClose: () => void };

/** Generate a month's quincena: company, month and, optionally, one staff. */
export const QuincenaModal = ({ open, onClose }: QuincenaModalProps) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const companies = useCompanies();
  const generate = useGenerateQuincena();
  const reportError = useFormError();

  // Reset when the modal opens only: the companies arriving (or read again) later must not undo
  // what the user already chose.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ period: limaMonth() });
  }, [open, form]);
  const firstCompany = companies.data?.[0]?.id;
  useEffect(() => {
    if (open && firstCompany !== undefined && form.getFieldValue('companyId') === undefined)
      form.setFieldsValue({ companyId: firstCompany });
  }, [open, form, firstCompany]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    generate.mutate(values as TQuincenaBody, {
      onSuccess: (result) => {
        toast.success(
          result.created > 0
            ? t('payroll-advances:quincena.generated', {
                count: result.created,
                total: formatMoney(result.total, 'PEN', i18n.resolvedLanguage ?? 'es'),
              })
            : t('payroll-advances:quincena.nothingNew', { count: result.alreadyGenerated }),
        );
        onClose();
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('payroll-advances:quincena.title')}
      okText={t('payroll-advances:quincena.generate')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: generate.isPending, 'data-testid': 'quincena-save' } as ButtonProps}
      onOk={() => void submit()}
      width={520}
      forceRender
      data-testid="quincena-modal"
    >
      <Alert
        type="info"
        showIcon
        title={t('payroll-advances:quincena.explain')}
        style={{ marginBottom: 16 }}
      />
      <Form<FormValues> form={form} layout="vertical">
        <Form.Item
          name="companyId"
          label={t('payroll-advances:quincena.company')}
          required
          rules={[zodRule(fields.companyId)]}
        >
          <Select<number>
            loading={companies.isPending}
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            data-testid="quincena-company"
          />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('payroll-advances:fields.period')}
          required
          rules={[zodRule(fields.period)]}
          getValueProps={(value?: string) => ({ value: value ? dayjs(`${value}-01`) : null })}
          normalize={(value: Dayjs | null) => (value ? value.format(PERIOD_FORMAT) : undefined)}
        >
          <DatePicker
            picker="month"
            format="MM/YYYY"
            style={{ width: '100%' }}
            data-testid="quincena-period"
          />
        </Form.Item>
        <Form.Item name="personalType" label={t('payroll-advances:quincena.staff')}>
          <Select<PersonalType>
            allowClear
            placeholder={t('payroll-advances:quincena.allStaff')}
            options={PERSONAL_TYPES.map((v) => ({
              value: v,
              label: t(`payroll-advances:quincena.staffs.${v}`),
            }))}
            data-testid="quincena-staff"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
