import { Button, Flex, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CLIENT_PATHS } from '../screens';
import { ClientAddressesCard } from './client-addresses-card';
import { ClientContactsCard } from './client-contacts-card';
import type { ClientFormValues } from './client-form-values';
import { ClientGeneralCard } from './client-general-card';

export type ClientFormProps = {
  form: FormInstance<ClientFormValues>;
  initialValues: ClientFormValues;
  submitting: boolean;
  onSubmit: (values: ClientFormValues) => void;
};

/** A client with its addresses (each with its delivery points) and its contacts, saved together. */
export const ClientForm = ({ form, initialValues, submitting, onSubmit }: ClientFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <Form<ClientFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      scrollToFirstError
      data-testid="client-form"
    >
      <Flex vertical gap={24}>
        <ClientGeneralCard form={form} />

        <ClientAddressesCard form={form} />

        <ClientContactsCard />

        <Flex justify="end" gap={8}>
          <Button onClick={() => void navigate(CLIENT_PATHS.list)}>{t('common:actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="client-save">
            {t('common:actions.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
};
