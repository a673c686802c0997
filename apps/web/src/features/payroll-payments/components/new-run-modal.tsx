import {
  type PayrollRunKind,
  type PersonalType,
  type TPayrollRunCreateBody,
  ZPayrollRunCreateBody,
} from '@zerg/shared';
import { Alert, type ButtonProps, Form, InputNumber, Modal, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeInformation } from '../../../components/employee-record/api/get-employee-information';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldEntries } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/language';
import { zodRule } from '../../../lib/zod-rule';
import { useCompanies } from '../../../reference-data/get-companies';
import { useCreatePayrollRun } from '../api/create-payroll-run';
import { useLiquidationCandidates } from '../api/get-liquidation-candidates';

/*
 * Vacation days are paid inside the monthly run (the days the worker took that month), so the form
 * offers no separate vacation run.
 */
const FORM_KINDS = [
  'monthly',
  'gratificacion',
  'cts',
  'liquidacion',
] as const satisfies readonly PayrollRunKind[];
type FormKind = (typeof FORM_KINDS)[number];

type FormValues = {
  companyId?: number;
  year?: number;
  month?: number;
  kind: FormKind;
  employeeId?: number;
};

const fields = ZPayrollRunCreateBody.shape;
const employeeRequired = fields.employeeId.unwrap();

/** The worker of a liquidación: searched in the company's staff, inactive workers included. */
const LiquidationEmployee = ({
  companyId,
  personalType,
  onTermination,
}: {
  companyId: number | undefined;
  personalType: PersonalType;
  onTermination: (date: string) => void;
}) => {
  const { t } = useTranslation('payroll-payments');
  const [q, setQ] = useState('');
  const candidates = useLiquidationCandidates(companyId ? { companyId, personalType, q } : null);
  const form = Form.useFormInstance<FormValues>();
  const employeeId = Form.useWatch('employeeId', form);
  const info = useEmployeeInformation(employeeId ?? 0);
  const inactiveSince = info.data && !info.data.isActive ? info.data.inactiveSince : null;
  // The liquidación is computed to the day the worker left: its month is the run's period.
  useEffect(() => {
    if (inactiveSince) onTermination(inactiveSince);
  }, [inactiveSince, onTermination]);
  const status =
    !employeeId || !info.data ? null : inactiveSince ? (
      <Typography.Text type="secondary" data-testid="run-termination">
        {t('terminatedOn', { date: formatDate(inactiveSince) })}
      </Typography.Text>
    ) : (
      <Typography.Text type="warning" data-testid="run-still-active">
        {t('stillActive')}
      </Typography.Text>
    );
  return (
    <Form.Item
      name="employeeId"
      label={t('worker')}
      required
      rules={[zodRule(employeeRequired)]}
      extra={status}
    >
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setQ }}
        loading={candidates.isFetching}
        placeholder={t('employeePlaceholder')}
        notFoundContent={candidates.isFetching ? undefined : t('noEmployees')}
        data-testid="run-employee"
        options={(candidates.data?.data ?? []).map((e) => ({
          value: e.id,
          label: (
            <Space size={4}>
              {`${e.fullName} · ${e.documentNumber}`}
              {!e.isActive && <Tag>{t('inactive')}</Tag>}
            </Space>
          ),
        }))}
      />
    </Form.Item>
  );
};

/**
 * Queues a run of the staff's company and period: the month, a gratificación, a CTS deposit, or
 * one worker's liquidación. Refusals land on their fields; anything else above the form.
 */
export const NewRunModal = ({
  personalType,
  onClose,
}: {
  personalType: PersonalType;
  onClose: () => void;
}) => {
  const { t } = useTranslation('payroll-payments');
  const companies = useCompanies();
  const create = useCreatePayrollRun();
  const [form] = Form.useForm<FormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const kind = Form.useWatch('kind', form) ?? 'monthly';
  const companyId = Form.useWatch('companyId', form);
  const firstCompany = companies.data?.[0]?.id;
  // The companies arrive after the form mounts: the first one is the default.
  useEffect(() => {
    if (firstCompany && !form.getFieldValue('companyId')) form.setFieldValue('companyId', firstCompany);
  }, [firstCompany, form]);
  const onTermination = useCallback(
    (date: string) => {
      const day = dayjs(date);
      form.setFieldsValue({ year: day.year(), month: day.month() + 1 });
    },
    [form],
  );

  const showError = (error: unknown) => {
    const lang = currentLanguage();
    const translateCode = (code: string) => t(`shared:errors.${code}`);
    const entries = serverFieldEntries(error, lang, translateCode);
    // A refusal with its own code (a gratificación outside July or December) says why on the field.
    const coded = isApiError(error) && error.code !== 'VALIDATION_ERROR' ? error.code : null;
    const shown = coded ? entries.map((e) => ({ ...e, errors: [translateCode(coded)] })) : entries;
    const rendered = Object.keys(form.getFieldsValue());
    if (shown.length > 0) form.setFields(shown as Parameters<typeof form.setFields>[0]);
    const onFields = shown.length > 0 && shown.every((e) => rendered.includes(String(e.name[0])));
    setFailure(onFields ? null : errorMessage(t, error));
  };

  const submit = async (values: FormValues, overrideWarnings = false) => {
    setFailure(null);
    const body: TPayrollRunCreateBody = {
      companyId: values.companyId as number,
      year: values.year as number,
      month: values.month as number,
      kind: values.kind,
      personalType,
      overrideWarnings,
      ...(values.kind === 'liquidacion' ? { employeeId: values.employeeId } : {}),
    };
    try {
      await create.mutateAsync(body);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'PAYROLL_PENDING_JUSTIFICATIONS') {
        Modal.confirm({
          title: t('pendingTitle'),
          content: error.message,
          okText: t('runAnyway'),
          onOk: () => submit(values, true),
        });
      } else showError(error);
    }
  };

  const now = new Date();
  return (
    <Modal
      open
      title={t('newRun')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'run-submit' } as ButtonProps}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 16 }}
          data-testid="run-form-error"
        />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{
          year: now.getFullYear(),
          month: now.getMonth() + 1,
          kind: 'monthly',
          companyId: firstCompany,
        }}
        onValuesChange={() => setFailure(null)}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="companyId" label={t('company')} required rules={[zodRule(fields.companyId)]}>
          <Select
            data-testid="run-company"
            loading={companies.isPending}
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          name="kind"
          label={t('kind')}
          extra={t(`kindHints.${kind}`)}
          rules={[zodRule(fields.kind)]}
        >
          <Select
            data-testid="run-kind"
            options={FORM_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </Form.Item>
        {kind === 'liquidacion' && (
          <LiquidationEmployee
            companyId={companyId}
            personalType={personalType}
            onTermination={onTermination}
          />
        )}
        <Space align="start">
          <Form.Item name="year" label={t('year')} required rules={[zodRule(fields.year)]}>
            {/* No min/max: the input would silently clamp 1999-13 to 2000-12; the schema refuses it. */}
            <InputNumber data-testid="run-year" precision={0} />
          </Form.Item>
          <Form.Item name="month" label={t('month')} required rules={[zodRule(fields.month)]}>
            <InputNumber data-testid="run-month" precision={0} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
};
