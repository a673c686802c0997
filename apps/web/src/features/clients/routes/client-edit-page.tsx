import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { RecordTabs } from '../../../components/record-history/record-tabs';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useClient } from '../api/get-client';
import { CLIENTS_QUERY_KEY } from '../api/keys';
import { useUpdateClient } from '../api/update-client';
import { ClientBalance } from '../components/client-balance';
import { ClientForm } from '../components/client-form';
import { type ClientFormValues, clientToFormValues, toClientBody } from '../components/client-form-values';
import { CLIENT_PATHS } from '../screens';

/** The client's own field labels, then its list's. */
const CLIENT_LABELS = [
  { ns: 'clients', under: 'fields' },
  { ns: 'clients', under: 'columns' },
] as const;

/**
 * /settings/clients/edit/:id: edits a client; its nested rows are saved together. The History tab
 * is kept in `?tab=history`.
 */
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
    <RecordTabs
      inAddress
      testId="client-tabs"
      history={{
        queryKey: [...CLIENTS_QUERY_KEY, 'record', id],
        url: '/setting/client/history/list',
        record: { id },
        labels: CLIENT_LABELS,
      }}
    >
      <ClientBalance clientId={id} />
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
    </RecordTabs>
  );
};
