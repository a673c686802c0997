import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Flex, Form, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { applyServerWarnings, serverFieldEntries } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/language';
import { useCreateEmployee } from '../api/create-employee';
import { useNextPersonalCode } from '../api/get-next-personal-code';
import { EMPLOYEE_PATHS, employeeInformationPath } from '../screens';
import { BankAccountFields } from './bank-account-fields';
import { ContactFields } from './contact-fields';
import { createCrossRule } from './cross-rule';
import { clearDraft, type EmployeeDraft, saveDraft } from './employee-draft';
import { type CreateFormValues, emptyCreateValues, toCreateBody } from './employee-form-values';
import { EMPLOYEE_STEPS, firstStepOf, STEP_FIELDS } from './employee-steps';
import { FamilyFields } from './family-fields';
import { JobFields } from './job-fields';
import { LicenceFields } from './licence-fields';
import { PersonalFields } from './personal-fields';

export type EmployeeCreateFormProps = {
  /** The signed-in user, owner of the draft. */
  userId: number;
  /** An unfinished draft to continue, if the user left one. */
  draft: EmployeeDraft | null;
  /** Starts over with an empty form. */
  onDiscard: () => void;
};

type ValidationFailure = { errorFields?: { name: (string | number)[] }[] };

const LAST_STEP = EMPLOYEE_STEPS.length - 1;
const clampStep = (step: number) => Math.min(Math.max(step, 0), LAST_STEP);

/**
 * The create-employee form in five steps. Moving forward validates the steps left behind with the
 * shared rules; going back never does. Every change is kept as a draft (memory and
 * sessionStorage) until the employee is created.
 */
export const EmployeeCreateForm = ({ userId, draft, onDiscard }: EmployeeCreateFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<CreateFormValues>();
  const [initialValues] = useState<CreateFormValues>(() => draft?.values ?? emptyCreateValues());
  const [step, setStep] = useState(() => clampStep(draft?.step ?? 0));
  const [stepsWithErrors, setStepsWithErrors] = useState<ReadonlySet<number>>(new Set());
  const create = useCreateEmployee();
  const reportError = useFormError();
  const nextCode = useNextPersonalCode();

  const persist = (atStep: number) =>
    saveDraft(userId, atStep, form.getFieldsValue(true) as CreateFormValues);

  const markStep = (index: number, hasErrors: boolean) =>
    setStepsWithErrors((previous) => {
      const next = new Set(previous);
      if (hasErrors) next.add(index);
      else next.delete(index);
      return next;
    });

  const show = (index: number, field?: (string | number)[]) => {
    setStep(index);
    persist(index);
    // The step's panel becomes visible on the next paint; only then can the field be scrolled to.
    requestAnimationFrame(() =>
      field
        ? form.scrollToField(field, { block: 'center', behavior: 'smooth' })
        : window.scrollTo({ top: 0, behavior: 'smooth' }),
    );
  };

  /** Validates one step; on failure shows it with its first wrong field. */
  const validateStep = async (index: number): Promise<boolean> => {
    const key = EMPLOYEE_STEPS[index];
    if (!key) return true;
    try {
      await form.validateFields([...STEP_FIELDS[key]], { recursive: true });
      markStep(index, false);
      return true;
    } catch (failure) {
      const errorFields = (failure as ValidationFailure).errorFields ?? [];
      if (errorFields.length === 0) return true;
      markStep(index, true);
      show(index, errorFields[0]?.name);
      return false;
    }
  };

  /** Once a marked step's errors are fixed, its mark goes, without flashing messages meanwhile. */
  const recheckStep = (index: number) => {
    const key = EMPLOYEE_STEPS[index];
    if (!key || !stepsWithErrors.has(index)) return;
    form
      .validateFields([...STEP_FIELDS[key]], { recursive: true, validateOnly: true })
      .then(() => markStep(index, false))
      .catch(() => undefined);
  };

  const goTo = async (target: number) => {
    if (target <= step) {
      show(target);
      return;
    }
    for (let index = step; index < target; index++) {
      if (!(await validateStep(index))) return;
    }
    show(target);
  };

  const submit = async () => {
    for (let index = 0; index <= LAST_STEP; index++) {
      if (!(await validateStep(index))) return;
    }
    create.mutate(toCreateBody(form.getFieldsValue(true) as CreateFormValues), {
      onSuccess: (created) => {
        clearDraft();
        toast.success(t('employees:create.saved', { code: created.personalCode }));
        const warnings = applyServerWarnings(null, created.warnings, currentLanguage());
        if (warnings.length > 0) toast.warning(warnings.join(' · '));
        void navigate(employeeInformationPath(created.id));
      },
      onError: (error) => {
        const entries = serverFieldEntries(error, currentLanguage(), () => '', {
          DOCUMENT_ALREADY_REGISTERED: 'documentNumber',
        });
        reportError(form, error, { DOCUMENT_ALREADY_REGISTERED: 'documentNumber' });
        const target = firstStepOf(entries.map((entry) => entry.name));
        if (target < 0) return;
        for (const entry of entries) {
          const index = firstStepOf([entry.name]);
          if (index >= 0) markStep(index, true);
        }
        show(target, entries.find((entry) => firstStepOf([entry.name]) === target)?.name);
      },
    });
  };

  const discard = () => {
    clearDraft();
    onDiscard();
  };

  const crossRule = createCrossRule;
  const panels = [
    <div key="personal">
      <PersonalFields crossRule={crossRule} />
      <Divider titlePlacement="start" plain>
        {t('employees:sections.licence')}
      </Divider>
      <LicenceFields crossRule={crossRule} />
    </div>,
    <ContactFields key="contact" crossRule={crossRule} />,
    <FamilyFields key="family" />,
    <div key="job">
      <JobFields prefix={['job']} crossRule={crossRule} />
      <Alert
        type="info"
        showIcon
        title={t('employees:create.standardSchedule')}
        data-testid="employee-standard-schedule"
      />
    </div>,
    <BankAccountFields key="bank" />,
  ];

  return (
    <Flex vertical gap={16}>
      {draft && (
        <Alert
          type="info"
          showIcon
          data-testid="employee-draft-restored"
          title={t('employees:create.draftRestored', { time: formatDateTime(draft.savedAt) })}
          action={
            <Button size="small" onClick={discard} data-testid="employee-draft-discard">
              {t('employees:create.discardDraft')}
            </Button>
          }
        />
      )}
      <Card>
        <Flex vertical gap={24}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary">{t('employees:create.intro')}</Typography.Text>
            {nextCode.data && (
              <Typography.Text type="secondary" data-testid="employee-next-code">
                {t('employees:create.nextCode', { code: nextCode.data.nextPersonalCode })}
              </Typography.Text>
            )}
          </Flex>
          <Steps
            current={step}
            onChange={(target) => void goTo(target)}
            data-testid="employee-steps"
            items={EMPLOYEE_STEPS.map((key, index) => ({
              title: t(`employees:steps.${key}`),
              status: stepsWithErrors.has(index)
                ? 'error'
                : index < step
                  ? 'finish'
                  : index === step
                    ? 'process'
                    : 'wait',
            }))}
          />
          <Form<CreateFormValues>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onValuesChange={() => {
              persist(step);
              recheckStep(step);
            }}
            data-testid="employee-create-form"
          >
            {panels.map((panel, index) => (
              <div
                key={panel.key}
                hidden={index !== step}
                data-testid={`employee-step-${EMPLOYEE_STEPS[index]}`}
                aria-hidden={index !== step}
              >
                {panel}
              </div>
            ))}
          </Form>
          <Flex justify="space-between" gap={12} wrap>
            <Button onClick={() => void navigate(EMPLOYEE_PATHS.list)} data-testid="employee-create-cancel">
              {t('common:actions.cancel')}
            </Button>
            <Flex gap={12}>
              {step > 0 && (
                <Button
                  icon={<ArrowLeftOutlined />}
                  onClick={() => show(step - 1)}
                  data-testid="employee-step-prev"
                >
                  {t('employees:create.previous')}
                </Button>
              )}
              {step < LAST_STEP ? (
                <Button
                  type="primary"
                  onClick={() => void goTo(step + 1)}
                  data-testid="employee-step-next"
                  icon={<ArrowRightOutlined />}
                  iconPlacement="end"
                >
                  {t('employees:create.next')}
                </Button>
              ) : (
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  loading={create.isPending}
                  onClick={() => void submit()}
                  data-testid="employee-create-submit"
                >
                  {t('employees:create.submit')}
                </Button>
              )}
            </Flex>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
};
