import type { TAreaAccessItem } from '@zerg/shared';
import { Alert, type ButtonProps, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useUpdateAreaAccess } from '../api/update-areas-module';
import { AccessFields } from './access-fields';

type Values = { modules: number[]; sections: number[] };

export type AreaAccessModalProps = { area: TAreaAccessItem | null; onClose: () => void };

/** Edits what an area's people may be given; no module at all lifts the limit. */
export const AreaAccessModal = ({ area, onClose }: AreaAccessModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useUpdateAreaAccess();
  const reportError = useFormError();

  useEffect(() => {
    if (!area) return;
    form.resetFields();
    form.setFieldsValue({ modules: area.modules, sections: area.sections });
  }, [area, form]);

  const submit = async (values: Values) => {
    if (!area) return;
    try {
      await save.mutateAsync({
        areaId: area.areaId,
        modules: values.modules ?? [],
        sections: values.sections ?? [],
      });
      toast.success(t('organisation:toast.updated'));
      onClose();
    } catch (error) {
      reportError(form, error);
    }
  };

  return (
    <Modal
      open={area !== null}
      title={t('organisation:areasModule.edit', { name: area?.areaName ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'area-access-submit' } as ButtonProps}
      width={960}
      forceRender
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('organisation:areasModule.hint')} />
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="area-access-form">
        <AccessFields form={form} testId="area-access" />
      </Form>
    </Modal>
  );
};
