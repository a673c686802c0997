import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { ClientForm, type ClientFormValues } from '../components/client-form';
import { clientToFormValues, toClientBody } from '../components/client-form-values';
import { CLIENT_PATHS } from '../screens';

/** /settings/clients/edit/:id: edits a client; its nested rows are saved together. */
export const ClientEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const client = useClient(id);
  const [form] = Form.useForm<ClientFormValues>();
  const update = useUpdateClient();
  const reportError = useFormError();
  const initialValues = useMemo(() => (client.data ? clientToFormValues(client.data) : null), [client.data]);

  if (client.isError) return <ErrorState error={client.error} onRetry={() => void client.refetch()} />;
  if (!initialValues) return <PageLoader />;
  return (
    <ClientForm
      form={form}
      initialValues={initialValues}
      submitting={update.isPending}
      onSubmit={(values) =>
        update.mutate(
          { ...toClientBody(values), id },
          {
            onSuccess: () => {
              toast.success(t('clients:edit.saved'));
              void navigate(CLIENT_PATHS.list);
            },
            onError: (error) => reportError(form, error, { DOCUMENT_ALREADY_REGISTERED: 'documentNumber' }),
          },
        )
      }
    />
  );
};
