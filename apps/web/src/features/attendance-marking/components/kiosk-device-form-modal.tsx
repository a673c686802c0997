import {
  type TKioskDeviceCreateBody,
  type TKioskDeviceRegistered,
  ZKioskDeviceCreateBody,
} from '@zerg/shared';
import { Alert, type ButtonProps, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateKioskDevice } from '../api/create-kiosk-device';
import { useKioskCampuses } from '../api/get-kiosk-campuses';
import { MARKING_PATHS } from '../screens';
import { kioskSetupLink } from './kiosk-device-store';

const fields = ZKioskDeviceCreateBody.shape;
type FormValues = { name: string; campusId?: number };

/**
 * Registers a kiosk, then shows its token and setup link: the one time they are shown, since the
 * server keeps only the token's hash.
 */
export const KioskDeviceFormModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const campuses = useKioskCampuses();
  const create = useCreateKioskDevice();
  const reportError = useFormError();
  const [registered, setRegistered] = useState<TKioskDeviceRegistered | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setRegistered(null);
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    create.mutate(values as TKioskDeviceCreateBody, {
      onSuccess: setRegistered,
      onError: (error) => reportError(form, error),
    });
  };

  const link = registered ? kioskSetupLink(MARKING_PATHS.kiosk, registered.token) : '';

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(
        registered ? 'attendance-marking:devices.registeredTitle' : 'attendance-marking:devices.newTitle',
      )}
      okText={t(registered ? 'attendance-marking:devices.done' : 'attendance-marking:devices.register')}
      cancelText={t('common:actions.cancel')}
      cancelButtonProps={{ style: registered ? { display: 'none' } : undefined }}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'kiosk-device-save' } as ButtonProps}
      onOk={() => (registered ? onClose() : void submit())}
      width={600}
      forceRender
      maskClosable={!registered}
      data-testid="kiosk-device-modal"
    >
      {registered ? (
        <Flex vertical gap={12} data-testid="kiosk-device-token">
          <Alert type="warning" showIcon message={t('attendance-marking:devices.tokenOnce')} />
          <Typography.Text strong>{t('attendance-marking:devices.token')}</Typography.Text>
          <Typography.Paragraph code copyable style={{ wordBreak: 'break-all' }}>
            {registered.token}
          </Typography.Paragraph>
          <Typography.Text strong>{t('attendance-marking:devices.setupLink')}</Typography.Text>
          <Typography.Paragraph copyable={{ text: link }} style={{ wordBreak: 'break-all' }}>
            {link}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('attendance-marking:devices.setupHint')}</Typography.Text>
        </Flex>
      ) : (
        <Form<FormValues> form={form} layout="vertical" initialValues={{ name: '' }}>
          <Form.Item
            name="name"
            label={t('attendance-marking:devices.columns.name')}
            required
            rules={[zodRule(fields.name)]}
          >
            <Input
              maxLength={80}
              placeholder={t('attendance-marking:devices.namePlaceholder')}
              data-testid="kiosk-device-name"
            />
          </Form.Item>
          <Form.Item
            name="campusId"
            label={t('attendance-marking:devices.columns.campus')}
            required
            rules={[zodRule(fields.campusId)]}
          >
            <Select<number>
              loading={campuses.isPending}
              options={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              data-testid="kiosk-device-campus"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
};
