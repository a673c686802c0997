import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useRegisterUser } from '../api/register-user';
import { UserForm } from '../components/user-form';
import { emptyUserFormValues, toRegisterBody, type UserFormValues } from '../components/user-form-values';
import { USER_PATHS } from '../screens';

/** /users/register: creates a user account. */
export const UserRegisterPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserFormValues>();
  const [initialValues] = useState(emptyUserFormValues);
  const register = useRegisterUser();
  const reportError = useFormError();

  const submit = (values: UserFormValues) => {
    register.mutate(toRegisterBody(values), {
      onSuccess: () => {
        toast.success(t('users:register.saved'));
        void navigate(USER_PATHS.list);
      },
      onError: (error) => reportError(form, error, { EMAIL_ALREADY_REGISTERED: 'email' }),
    });
  };

  return (
    <UserForm
      mode="register"
      form={form}
      initialValues={initialValues}
      submitting={register.isPending}
      onSubmit={submit}
    />
  );
};
