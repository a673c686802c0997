import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useCreateClient } from '../api/create-client';
import { ClientForm } from '../components/client-form';
import { type ClientFormValues, emptyClientFormValues, toClientBody } from '../components/client-form-values';
import { CLIENT_PATHS } from '../screens';

/** /settings/clients/register: a new client with its addresses, delivery points and contacts. */
export const ClientRegisterPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ClientFormValues>();
  const [initialValues] = useState(emptyClientFormValues);
  const create = useCreateClient();
  const reportError = useFormError();

  return (
    <ClientForm
      form={form}
      initialValues={initialValues}
      submitting={create.isPending}
      onSubmit={(values) =>
        create.mutate(toClientBody(values), {
          onSuccess: () => {
            toast.success(t('clients:register.saved'));
            void navigate(CLIENT_PATHS.list);
          },
          onError: (error) => reportError(form, error, { DOCUMENT_ALREADY_REGISTERED: 'documentNumber' }),
        })
      }
    />
  );
};
