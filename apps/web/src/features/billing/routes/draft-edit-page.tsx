import { CheckCircleOutlined } from '@ant-design/icons';
import { type TSalesDraftBody, ZSalesDraftBody } from '@zerg/shared';
import { Alert, Button, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useSalesDocument } from '../api/get-sales-document';
import { useUpdateDraft } from '../api/update-draft';
import { DraftForm } from '../components/draft-form';
import { type DraftFormValues, draftToFormValues, toDraftBody } from '../components/draft-form-values';
import { IssueModal } from '../components/issue-modal';
import { useBillingRoot } from '../components/use-billing-root';

/**
 * /billing/sales-documents/edit/:id: only a draft is edited; "Issue" saves it first, then gives it
 * its number. An issued document opens read-only on its own page instead.
 */
export const DraftEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { viewPath } = useBillingRoot();
  const doc = useSalesDocument(id);
  const [form] = Form.useForm<DraftFormValues>();
  const update = useUpdateDraft();
  const reportError = useFormError();
  const [issuing, setIssuing] = useState(false);
  const initialValues = useMemo(() => (doc.data ? draftToFormValues(doc.data) : null), [doc.data]);

  if (doc.isError) return <ErrorState error={doc.error} onRetry={() => void doc.refetch()} />;
  if (!doc.data || !initialValues) return <PageLoader />;
  if (doc.data.state !== 'draft')
    return (
      <Alert
        type="warning"
        showIcon
        title={t('billing:form.notDraft', { state: t(`billing:state.${doc.data.state}`) })}
        action={<Button onClick={() => void navigate(viewPath(id))}>{t('billing:actions.view')}</Button>}
      />
    );

  const save = (body: TSalesDraftBody) =>
    update.mutateAsync({ ...body, id }).catch((error: unknown) => {
      reportError(form, error);
      throw error;
    });

  return (
    <>
      <DraftForm
        form={form}
        initialValues={initialValues}
        clientLabel={doc.data.clientName}
        submitting={update.isPending}
        onSubmit={(body) =>
          void save(body)
            .then(() => {
              toast.success(t('billing:form.saved'));
              void navigate(viewPath(id));
            })
            .catch(() => undefined)
        }
        extra={
          <Button
            icon={<CheckCircleOutlined />}
            onClick={() =>
              void form
                .validateFields()
                .then(() => setIssuing(true))
                .catch(() => undefined)
            }
            data-testid="draft-issue"
          >
            {t('billing:form.saveAndIssue')}
          </Button>
        }
      />
      {issuing && (
        <IssueModal
          id={id}
          before={() => {
            const values = form.getFieldsValue(true) as DraftFormValues;
            return save(ZSalesDraftBody.parse(toDraftBody(values)));
          }}
          onClose={() => setIssuing(false)}
          onIssued={() => void navigate(viewPath(id))}
        />
      )}
    </>
  );
};
