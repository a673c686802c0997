import { type TEntityGroupItem, ZEntityGroupCreateBody } from '@zerg/shared';
import { Form, Input, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useSaveEntityGroup } from '../api/save-entity-group';

const fields = ZEntityGroupCreateBody.shape;
type Values = { name: string; description: string | null; isActive: boolean };

export type EntityGroupFormModalProps = {
  /** The group to edit, `'new'` to create one, null when closed. */
  group: TEntityGroupItem | 'new' | null;
  onClose: () => void;
};

/** Creates or edits a group's name, description and active flag. */
export const EntityGroupFormModal = ({ group, onClose }: EntityGroupFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveEntityGroup();
  const reportError = useFormError();
  const editing = group !== null && group !== 'new' ? group : null;

  useEffect(() => {
    if (group === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { name: editing.name, description: editing.description, isActive: editing.isActive }
        : { name: '', description: null, isActive: true },
    );
  }, [group, editing, form]);

  const submit = (values: Values) =>
    save.mutate(editing ? { ...values, id: editing.id } : values, {
      onSuccess: () => {
        toast.success(t('entityGroups:form.saved'));
        onClose();
      },
      onError: (error) => reportError(form, error),
    });

  return (
    <Modal
      open={group !== null}
      title={t(editing ? 'entityGroups:form.editTitle' : 'entityGroups:form.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'entity-group-save' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="entity-group-form">
        <Form.Item name="name" label={t('entityGroups:form.name')} rules={[zodRule(fields.name)]}>
          <Input maxLength={80} data-testid="entity-group-name" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('entityGroups:form.description')}
          rules={[zodRule(fields.description)]}
        >
          <Input.TextArea rows={3} maxLength={255} data-testid="entity-group-description" />
        </Form.Item>
        <Form.Item name="isActive" label={t('entityGroups:form.active')} valuePropName="checked">
          <Switch data-testid="entity-group-active" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
