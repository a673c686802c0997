import { type MailEvent, ZEmailRecipientCreateBody } from '@zerg/shared';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodPathRule } from '../../../lib/zod-rule';
import { useUserOptions } from '../../../reference-data/get-user-options';
import { createEmailRecipient, useEmailWrite } from '../api/email-writes';
import { EventSelect } from './event-label';

type Values = { event: MailEvent; kind: 'to' | 'cc'; userId: number | null; email: string | null };

/** Adds a user of the system, or a plain address, as a recipient of an event. */
export const AddRecipientModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [who, setWho] = useState<'user' | 'address'>('user');
  const users = useUserOptions();
  const create = useEmailWrite(createEmailRecipient);
  const reportError = useFormError();
  useEffect(() => {
    if (open) setWho('user');
  }, [open]);

  const submit = (values: Values) => {
    const body = {
      event: values.event,
      kind: values.kind,
      userId: who === 'user' ? (values.userId ?? null) : null,
      email: who === 'address' ? (values.email ?? null) : null,
    };
    create.mutate(body, {
      onSuccess: () => {
        toast.success(t('settings:recipients.added'));
        form.resetFields();
        onClose();
      },
      onError: (error) => reportError(form, error),
    });
  };
  const rule = (path: 'event' | 'userId' | 'email') =>
    zodPathRule(ZEmailRecipientCreateBody, [path], (values) => {
      const v = values as Partial<Values>;
      return {
        ...v,
        userId: who === 'user' ? (v.userId ?? null) : null,
        email: who === 'address' ? (v.email ?? null) : null,
      };
    });

  return (
    <Modal
      open={open}
      title={t('settings:recipients.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'recipient-save' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ kind: 'to' }}>
        <Form.Item name="event" label={t('settings:recipients.event')} rules={[rule('event')]}>
          <EventSelect withPersonal={false} testId="recipient-event" />
        </Form.Item>
        <Form.Item label={t('settings:recipients.who')}>
          <Radio.Group
            value={who}
            onChange={(e) => setWho(e.target.value as 'user' | 'address')}
            optionType="button"
            options={[
              { value: 'user', label: t('settings:recipients.user') },
              { value: 'address', label: t('settings:recipients.address') },
            ]}
            data-testid="recipient-who"
          />
        </Form.Item>
        {who === 'user' ? (
          <Form.Item name="userId" label={t('settings:recipients.user')} rules={[rule('userId')]}>
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              loading={users.isPending}
              options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
              data-testid="recipient-user"
            />
          </Form.Item>
        ) : (
          <Form.Item name="email" label={t('settings:recipients.email')} rules={[rule('email')]}>
            <Input type="email" placeholder="contabilidad@empresa.pe" data-testid="recipient-email" />
          </Form.Item>
        )}
        <Form.Item name="kind" label={t('settings:recipients.columns.kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'to', label: t('settings:recipients.to') },
              { value: 'cc', label: t('settings:recipients.cc') },
            ]}
            data-testid="recipient-kind"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
