import { EditOutlined } from '@ant-design/icons';
import type { TBankAccount, TEmployeeInformation } from '@zerg/shared';
import { App, Button, type ButtonProps, Card, Flex, Form, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditActions } from '../../../components/edit-actions';
import { EmployeeBasicView } from '../../../components/employee-record/employee-basic-view';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { applyServerWarnings } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/language';
import { useChangeBankAccountStatus } from '../api/change-bank-account-status';
import { useUpdateEmployeeInformation } from '../api/update-employee-information';
import { BankAccountFields } from './bank-account-fields';
import { ContactFields } from './contact-fields';
import { updateCrossRule } from './cross-rule';
import { type PersonalFormValues, personalValuesOf, toUpdateBody } from './employee-form-values';
import { FamilyFields } from './family-fields';
import { LicenceFields } from './licence-fields';
import { PersonalFields } from './personal-fields';

export type BasicInfoTabProps = { info: TEmployeeInformation };

/** The record's personal data: read-only with bank-account switches, or the edit form. */
export const BasicInfoTab = ({ info }: BasicInfoTabProps) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<PersonalFormValues>();
  const update = useUpdateEmployeeInformation();
  const toggle = useChangeBankAccountStatus(info.id);
  const reportError = useFormError();

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    update.mutate(toUpdateBody(info.id, form.getFieldsValue(true) as PersonalFormValues), {
      onSuccess: (answer) => {
        toast.success(t('employees:record.saved'));
        const warnings = applyServerWarnings(null, answer.warnings, currentLanguage());
        if (warnings.length > 0) toast.warning(warnings.join(' · '));
        setEditing(false);
      },
      onError: (error) => reportError(form, error, { DOCUMENT_ALREADY_REGISTERED: 'documentNumber' }),
    });
  };

  const confirmToggle = (account: TBankAccount) => {
    modal.confirm({
      title: t('common:confirm.title'),
      content: account.isActive
        ? t('employees:bank.retireQuestion', { number: account.accountNumber })
        : t('employees:bank.reactivateQuestion', { number: account.accountNumber }),
      okText: t('common:confirm.ok'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: account.isActive, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => toggle.mutateAsync(account.id),
    });
  };

  if (!editing) {
    return (
      <Flex vertical gap={16}>
        <Flex justify="end">
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => setEditing(true)}
            data-testid="basic-edit"
          >
            {t('common:actions.edit')}
          </Button>
        </Flex>
        <EmployeeBasicView
          info={info}
          renderBankAccountStatus={(account) => (
            <Tooltip title={account.isActive ? t('employees:bank.retire') : t('employees:bank.reactivate')}>
              <Switch
                size="small"
                checked={account.isActive}
                loading={toggle.isPending && toggle.variables === account.id}
                onChange={() => confirmToggle(account)}
                aria-label={t('employees:fields.isActive')}
                data-testid={`bank-account-active-${account.id}`}
              />
            </Tooltip>
          )}
        />
      </Flex>
    );
  }

  const crossRule = updateCrossRule(info.id);
  return (
    <Form<PersonalFormValues>
      form={form}
      layout="vertical"
      initialValues={personalValuesOf(info)}
      data-testid="basic-edit-form"
    >
      <Flex vertical gap={16}>
        <Card size="small" title={t('employees:sections.personal')}>
          <PersonalFields crossRule={crossRule} />
        </Card>
        <Card size="small" title={t('employees:sections.licence')}>
          <LicenceFields crossRule={crossRule} />
        </Card>
        <Card size="small" title={t('employees:sections.contact')}>
          <ContactFields crossRule={crossRule} />
        </Card>
        <FamilyFields />
        <BankAccountFields />
        <EditActions
          justify="end"
          className="form-actions"
          onCancel={() => setEditing(false)}
          onSave={() => void save()}
          saving={update.isPending}
          testIdPrefix="basic"
        />
      </Flex>
    </Form>
  );
};
