import { Button, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { isApiError } from '../../../lib/api-error';
import { useUserEdit } from '../api/get-user-edit';
import { useUpdateUser } from '../api/update-user';
import { UserForm } from '../components/user-form';
import { toUpdateBody, type UserFormValues, userFormValuesOf } from '../components/user-form-values';
import { USER_PATHS } from '../screens';

/** /users/edit/:id: changes a user account; an empty password keeps the current one. */
export const UserEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const [form] = Form.useForm<UserFormValues>();
  const user = useUserEdit(validId ? id : 0);
  const update = useUpdateUser();
  const reportError = useFormError();

  const notFound = !validId || (isApiError(user.error) && user.error.status === 404);
  if (notFound) {
    return (
      <Result
        status="404"
        title={t('users:edit.notFound')}
        extra={
          <Button type="primary" onClick={() => void navigate(USER_PATHS.list)}>
            {t('users:edit.backToList')}
          </Button>
        }
      />
    );
  }
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;

  const submit = (values: UserFormValues) => {
    update.mutate(toUpdateBody(id, values), {
      onSuccess: () => {
        toast.success(t('users:edit.saved'));
        void navigate(USER_PATHS.list);
      },
      onError: (error) =>
        reportError(form, error, { EMAIL_ALREADY_REGISTERED: 'email', CANNOT_REMOVE_OWN_ACCESS: 'modules' }),
    });
  };

  return (
    <UserForm
      key={user.data.id}
      mode="edit"
      form={form}
      initialValues={userFormValuesOf(user.data)}
      submitting={update.isPending}
      onSubmit={submit}
    />
  );
};
