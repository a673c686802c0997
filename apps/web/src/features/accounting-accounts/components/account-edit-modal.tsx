import { type TAccountingAccount, ZAccountingAccountUpdateBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useUpdateAccountingAccount } from '../api/update-accounting-account';

type FormValues = { name?: string; active: boolean };

const fields = ZAccountingAccountUpdateBody.shape;

/** Rename or deactivate one of the company's own accounts (PCGE accounts keep their name). */
export const AccountEditModal = ({
  account,
  onClose,
}: {
  account: TAccountingAccount | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const update = useUpdateAccountingAccount();
  const reportError = useFormError();

  useEffect(() => {
    if (account) form.setFieldsValue({ name: account.name, active: account.active });
  }, [account, form]);

  const submit = async () => {
    if (!account) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    update.mutate(
      { id: account.id, name: values.name ?? '', active: values.active },
      {
        onSuccess: () => {
          toast.success(t('accounting-accounts:form.updated'));
          onClose();
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  return (
    <Modal
      open={account !== null}
      onCancel={onClose}
      title={t('accounting-accounts:form.editTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: update.isPending, 'data-testid': 'account-edit-save' } as ButtonProps}
      onOk={() => void submit()}
      width={520}
      forceRender
      data-testid="account-edit-modal"
    >
      <Form<FormValues> form={form} layout="vertical">
        <Form.Item label={t('accounting-accounts:form.code')}>
          <Typography.Text strong style={{ fontFamily: 'monospace' }}>
            {account?.code}
          </Typography.Text>
        </Form.Item>
        <Form.Item
          name="name"
          label={t('accounting-accounts:form.name')}
          required
          rules={[zodRule(fields.name)]}
        >
          <Input maxLength={150} data-testid="account-edit-name" />
        </Form.Item>
        <Form.Item name="active" label={t('accounting-accounts:form.active')} valuePropName="checked">
          <Switch data-testid="account-edit-active" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
