import {
  AFP_COMMISSION_TYPES,
  CONTRACT_TYPES,
  CURRENCIES,
  type Currency,
  isAfp,
  jobFields,
  LABOR_REGIMES,
  PENSION_SYSTEMS,
  PERSONAL_TYPES,
  type PensionSystem,
  VACATION_DAYS_PER_YEAR,
} from '@zerg/shared';
import { Col, Form, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { codeLabel, codeOptions } from '../../../components/employee-record/code-label';
import { MoneyInput } from '../../../components/money-input';
import { UppercaseInput } from '../../../components/uppercase-input';
import { CURRENCY_SYMBOLS } from '../../../lib/format-money';
import { ACCENT_INSENSITIVE_SEARCH } from '../../../lib/search-text';
import { zodRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useAreas } from '../../../reference-data/get-areas';
import { useCompanies } from '../../../reference-data/get-companies';
import { usePositions } from '../../../reference-data/get-positions';
import { CampusSelect } from './campus-select';
import type { CrossRule } from './cross-rule';
import { useMinimumWageRule } from './minimum-wage-rule';

export type JobFieldsProps = {
  /** Where the job sits in the form: `['job']` in the create form, `[]` in the job tab. */
  prefix: readonly string[];
  crossRule: CrossRule;
  /** The employee being edited, left out of the chief list. */
  employeeId?: number;
  /** The chief the job already names, shown even when no search brings him (he has since left). */
  knownChief?: { value: number; label: string };
};

/** Company, campus, area and position, contract, pay, pension and chief of an employee. */
export const JobFields = ({ prefix, crossRule, employeeId, knownChief }: JobFieldsProps) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const name = (field: string) => [...prefix, field];
  const areaId = Form.useWatch(name('areaId')) as number | undefined;
  const contractType = Form.useWatch(name('contractType')) as string | undefined;
  const pensionSystem = Form.useWatch(name('pensionSystem')) as PensionSystem | undefined;
  const currency = (Form.useWatch(name('currency')) as Currency | undefined) ?? 'PEN';
  const areas = useAreas();
  const positions = usePositions(areaId);
  const companies = useCompanies();
  const minimumWage = useMinimumWageRule(name);
  const afp = pensionSystem !== undefined && isAfp(pensionSystem);
  const fixedTerm = contractType !== undefined && contractType !== 'indefinite';
  const col = { xs: 24, md: 12, xl: 8 };
  const testId = (field: string) => `employee-job-${field}`;

  return (
    <Row gutter={16}>
      <Col {...col}>
        <Form.Item name={name('companyId')} label={t('employees:fields.company')}>
          <Select<number>
            allowClear
            placeholder={t('employees:form.optional')}
            loading={companies.isPending}
            options={(companies.data ?? []).map((company) => ({
              value: company.id,
              label: `${company.name} · RUC ${company.ruc}`,
              // A deactivated company stays readable on the jobs that name it but cannot be chosen.
              disabled: !company.isActive && company.id !== form.getFieldValue(name('companyId')),
            }))}
            data-testid={testId('company')}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={name('campusId')}
          label={t('employees:fields.campus')}
          required
          rules={[zodRule(jobFields.campusId)]}
        >
          <CampusSelect data-testid={testId('campus')} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={name('areaId')}
          label={t('employees:fields.area')}
          required
          rules={[zodRule(jobFields.areaId)]}
        >
          <Select<number>
            showSearch={ACCENT_INSENSITIVE_SEARCH}
            placeholder={t('employees:form.choose')}
            loading={areas.isPending}
            options={(areas.data ?? []).map((area) => ({ value: area.id, label: area.name }))}
            // A position belongs to one area: a new area means choosing the position again.
            onChange={() => form.setFieldValue(name('positionId'), undefined)}
            data-testid={testId('area')}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={name('positionId')}
          label={t('employees:fields.position')}
          required
          rules={[zodRule(jobFields.positionId)]}
        >
          <Select<number>
            showSearch={ACCENT_INSENSITIVE_SEARCH}
            placeholder={areaId ? t('employees:form.choose') : t('employees:form.areaFirst')}
            disabled={!areaId}
            loading={positions.isFetching}
            options={(positions.data ?? []).map((position) => ({ value: position.id, label: position.name }))}
            data-testid={testId('position')}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={name('personalType')}
          label={t('employees:fields.personalType')}
          required
          rules={[zodRule(jobFields.personalType)]}
        >
          <Select
            placeholder={t('employees:form.choose')}
            options={codeOptions(t, 'personalType', PERSONAL_TYPES)}
            data-testid={testId('personal-type')}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={name('laborRegime')}
          label={t('employees:fields.laborRegime')}
          required
          rules={[zodRule(jobFields.laborRegime)]}
        >
          <Select
            placeholder={t('employees:form.choose')}
            options={LABOR_REGIMES.map((regime) => ({
              value: regime,
              label: `${codeLabel(t, 'laborRegime', regime)} · ${t('employees:view.vacationDays', {
                days: VACATION_DAYS_PER_YEAR[regime],
              })}`,
            }))}
            data-testid={testId('labor-regime')}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={name('startDate')}
          label={t('employees:fields.startDate')}
          required
          rules={[zodRule(jobFields.startDate)]}
        >
          <DateInput data-testid={testId('start-date')} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={name('contractType')}
          label={t('employees:fields.contractType')}
          required
          rules={[zodRule(jobFields.contractType)]}
        >
          <Select
            placeholder={t('employees:form.choose')}
            options={codeOptions(t, 'contractType', CONTRACT_TYPES)}
            onChange={(next: string) => {
              if (next === 'indefinite') form.setFieldValue(name('contractEndDate'), null);
            }}
            data-testid={testId('contract-type')}
          />
        </Form.Item>
      </Col>
      {fixedTerm && (
        <Col {...col}>
          <Form.Item
            name={name('contractEndDate')}
            label={t('employees:fields.contractEndDate')}
            required
            dependencies={[name('contractType'), name('startDate')]}
            rules={[crossRule(name('contractEndDate'))]}
          >
            <DateInput data-testid={testId('contract-end-date')} />
          </Form.Item>
        </Col>
      )}
      <Col {...col}>
        <Form.Item
          name={name('salary')}
          label={t('employees:fields.salary')}
          required
          dependencies={[name('contractType'), name('currency'), name('startDate')]}
          rules={[zodRule(jobFields.salary), minimumWage]}
        >
          <MoneyInput<string>
            stringMode
            currency={CURRENCY_SYMBOLS[currency]}
            placeholder="0.00"
            data-testid={testId('salary')}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={name('currency')}
          label={t('employees:fields.currency')}
          rules={[zodRule(jobFields.currency)]}
        >
          <Select options={codeOptions(t, 'currency', CURRENCIES)} data-testid={testId('currency')} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={name('pensionSystem')}
          label={t('employees:fields.pensionSystem')}
          required
          rules={[zodRule(jobFields.pensionSystem)]}
        >
          <Select
            placeholder={t('employees:form.choose')}
            options={codeOptions(t, 'pensionSystem', PENSION_SYSTEMS)}
            onChange={(next: PensionSystem) => {
              // ONP members have neither CUSPP nor AFP commission.
              if (!isAfp(next))
                form.setFieldsValue(prefixed(prefix, { cuspp: null, afpCommissionType: null }));
            }}
            data-testid={testId('pension-system')}
          />
        </Form.Item>
      </Col>
      {afp && (
        <>
          <Col {...col}>
            <Form.Item
              name={name('cuspp')}
              label={t('employees:fields.cuspp')}
              required
              dependencies={[name('pensionSystem')]}
              rules={[crossRule(name('cuspp'))]}
              extra={t('employees:form.cusppHint')}
            >
              <UppercaseInput maxLength={12} autoComplete="off" data-testid={testId('cuspp')} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name={name('afpCommissionType')}
              label={t('employees:fields.afpCommissionType')}
              required
              dependencies={[name('pensionSystem')]}
              rules={[crossRule(name('afpCommissionType'))]}
            >
              <Select
                placeholder={t('employees:form.choose')}
                options={codeOptions(t, 'afpCommissionType', AFP_COMMISSION_TYPES)}
                data-testid={testId('afp-commission')}
              />
            </Form.Item>
          </Col>
        </>
      )}
      <Col {...col}>
        <Form.Item name={name('chiefEmployeeId')} label={t('employees:fields.chief')}>
          <EmployeePicker
            allowClear
            placeholder={t('employees:form.searchEmployee')}
            exclude={employeeId}
            knownOption={knownChief}
            data-testid={testId('chief')}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={4}>
        <Form.Item name={name('hasEps')} label={t('employees:fields.hasEps')} valuePropName="checked">
          <Switch data-testid={testId('eps')} />
        </Form.Item>
      </Col>
    </Row>
  );
};

/** `{ cuspp: null }` under the job's prefix (`{ job: { cuspp: null } }` in the create form). */
const prefixed = (prefix: readonly string[], values: Record<string, unknown>): Record<string, unknown> =>
  prefix.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), values);
