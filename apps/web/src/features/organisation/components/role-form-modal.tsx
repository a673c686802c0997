import { type TRoleItem, ZRoleBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { AccessFields } from './access-fields';

type Values = { name: string; modules: number[]; sections: number[] };

export type RoleFormModalProps = { role: TRoleItem | 'new' | null; onClose: () => void };

/** Registers or edits a role: its name and the modules and sections its new users start with. */
export const RoleFormModal = ({ role, onClose }: RoleFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateRole();
  const update = useUpdateRole();
  const reportError = useFormError();
  const editing = role !== null && role !== 'new' ? role : null;

  useEffect(() => {
    if (!role) return;
    form.resetFields();
    form.setFieldsValue(
      role === 'new'
        ? { name: '', modules: [], sections: [] }
        : { name: role.name, modules: role.modules, sections: role.sections },
    );
  }, [role, form]);

  const submit = async (values: Values) => {
    const body = { name: values.name, modules: values.modules ?? [], sections: values.sections ?? [] };
    try {
      if (editing) await update.mutateAsync({ ...body, id: editing.id });
      else await create.mutateAsync(body);
      toast.success(t(editing ? 'organisation:toast.updated' : 'organisation:toast.created'));
      onClose();
    } catch (error) {
      reportError(form, error, { ROLE_ALREADY_REGISTERED: 'name' });
    }
  };

  return (
    <Modal
      open={role !== null}
      title={t(editing ? 'organisation:roles.edit' : 'organisation:roles.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending || update.isPending}
      okButtonProps={{ 'data-testid': 'role-form-submit' } as ButtonProps}
      width={960}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="role-form">
        <Form.Item
          name="name"
          label={t('organisation:fields.name')}
          required
          rules={[zodRule(ZRoleBody.shape.name)]}
          extra={t('organisation:roles.defaultsHint')}
        >
          <Input maxLength={100} data-testid="role-name" />
        </Form.Item>
        <AccessFields form={form} testId="role" />
      </Form>
    </Modal>
  );
};
