import { Button, Flex, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { USER_PATHS } from '../screens';
import { useUserAccess } from './use-user-access';
import { UserAccessCard } from './user-access-card';
import { UserAccountCard } from './user-account-card';
import { UserAssignmentCard } from './user-assignment-card';
import type { UserFormValues } from './user-form-values';

export type UserFormProps = {
  mode: 'register' | 'edit';
  form: FormInstance<UserFormValues>;
  initialValues: UserFormValues;
  submitting: boolean;
  onSubmit: (values: UserFormValues) => void;
};

/** The register / edit form of a user account: identity, assignment, and module/section access. */
export const UserForm = ({ mode, form, initialValues, submitting, onSubmit }: UserFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registering = mode === 'register';
  const { allowedModules, allowedSections, handleValuesChange } = useUserAccess(form);

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      onValuesChange={handleValuesChange}
      scrollToFirstError
      data-testid="user-form"
    >
      <Flex vertical gap={24}>
        <UserAccountCard form={form} registering={registering} />

        <UserAssignmentCard form={form} initialValues={initialValues} registering={registering} />

        <UserAccessCard form={form} allowedModules={allowedModules} allowedSections={allowedSections} />

        <Flex justify="end" gap={12}>
          <Button onClick={() => void navigate(USER_PATHS.list)} data-testid="user-form-cancel">
            {t('common:actions.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="user-form-submit">
            {registering ? t('users:register.submit') : t('users:edit.submit')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
};
