import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useCreateDraft } from '../api/create-draft';
import { DraftForm } from '../components/draft-form';
import { type DraftFormValues, NEW_DRAFT } from '../components/draft-form-values';
import { useBillingRoot } from '../components/use-billing-root';

/** /billing/sales-documents/new: a draft typed by hand; saved, it opens on its page to be issued. */
export const DraftCreatePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewPath } = useBillingRoot();
  const [form] = Form.useForm<DraftFormValues>();
  const create = useCreateDraft();
  const reportError = useFormError();

  return (
    <DraftForm
      form={form}
      initialValues={NEW_DRAFT}
      submitting={create.isPending}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (doc) => {
            toast.success(t('billing:form.created'));
            void navigate(viewPath(doc.id));
          },
          onError: (error) => reportError(form, error),
        })
      }
    />
  );
};
