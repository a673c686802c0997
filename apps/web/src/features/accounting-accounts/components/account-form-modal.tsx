import { type TAccountingAccount, ZAccountingAccountBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountOption } from '../../../components/account-select';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { currentLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/translate';
import { zodRule } from '../../../lib/zod-rule';
import { AccountPicker } from '../../../reference-data/account-picker';
import { useCreateAccountingAccount } from '../api/create-accounting-account';

/** `parentCode` is kept hidden: the code must extend it. */
type FormValues = { parentId?: number; parentCode?: string; code?: string; name?: string };

const fields = ZAccountingAccountBody.shape;

export type AccountFormModalProps = {
  open: boolean;
  /** The account the user chose to add under (its row's "+"), if any. */
  parent: TAccountingAccount | null;
  onClose: () => void;
};

/**
 * A company's own account under a PCGE (or own) account: the code starts with the parent's, so it
 * comes prefilled with it and the user types the digits that follow.
 */
export const AccountFormModal = ({ open, parent, onClose }: AccountFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateAccountingAccount();
  const reportError = useFormError();
  const parentCode = Form.useWatch('parentCode', { form, preserve: true });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (parent) form.setFieldsValue({ parentId: parent.id, code: parent.code, parentCode: parent.code });
  }, [open, parent, form]);

  const onPick = (account: AccountOption | undefined) => {
    form.setFieldsValue({ code: account?.code ?? '', parentCode: account?.code });
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { parentId: values.parentId ?? 0, code: values.code ?? '', name: values.name ?? '' };
    create.mutate(body, {
      onSuccess: (account) => {
        toast.success(t('accounting-accounts:form.created', { code: account.code }));
        onClose();
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('accounting-accounts:form.newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'account-save' } as ButtonProps}
      onOk={() => void submit()}
      width={560}
      forceRender
      data-testid="account-modal"
    >
      <Form<FormValues> form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="parentCode" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          name="parentId"
          label={t('accounting-accounts:form.parent')}
          required
          rules={[zodRule(fields.parentId)]}
        >
          <AccountPicker
            selected={parent ? { id: parent.id, code: parent.code, name: parent.name } : null}
            onPick={onPick}
            placeholder={t('accounting-accounts:form.parentPlaceholder')}
            data-testid="account-parent"
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('accounting-accounts:form.code')}
          extra={parentCode ? t('accounting-accounts:form.codeHint', { code: parentCode }) : undefined}
          required
          rules={[
            zodRule(fields.code),
            {
              // The server's rule, checked before sending: the code extends its parent's.
              validator: async (_rule, value: unknown) => {
                const code = typeof value === 'string' ? value.trim() : '';
                if (parentCode && code && !(code.startsWith(parentCode) && code.length > parentCode.length))
                  throw new Error(translateMessage(currentLanguage(), 'validation.accountCode'));
              },
            },
          ]}
        >
          <Input inputMode="numeric" maxLength={8} data-testid="account-code" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('accounting-accounts:form.name')}
          required
          rules={[zodRule(fields.name)]}
        >
          <Input maxLength={150} data-testid="account-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
