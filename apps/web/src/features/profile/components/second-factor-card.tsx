import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { TSecondFactorSetup } from '@zerg/shared';
import { Button, Card, Flex, Form, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { CodeForm, type CodeFormValues } from '../../../components/second-factor/code-form';
import { EnrolmentPanel } from '../../../components/second-factor/enrolment-panel';
import { RecoveryCodes } from '../../../components/second-factor/recovery-codes';
import { useFormError } from '../../../components/use-form-error';
import { formatDate } from '../../../lib/format-date';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { useSecondFactorStatus } from '../api/get-second-factor-status';
import { useStartSecondFactorSetup } from '../api/start-second-factor-setup';

/** Two-step verification on the profile: its status, and enrolment for whoever wants it. */
export const SecondFactorCard = () => {
  const { t } = useTranslation();
  const status = useSecondFactorStatus();
  const start = useStartSecondFactorSetup();
  const confirm = useConfirmSecondFactor();
  const reportError = useFormError();
  const [form] = Form.useForm<CodeFormValues>();
  const [setup, setSetup] = useState<TSecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setSetup(null);
    setCodes(null);
    form.resetFields();
  };

  if (status.isPending) return <Skeleton active />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  const { enrolled, required, recoveryCodesLeft, enrolledAt } = status.data;
  return (
    <Card title={t('second-factor:profile.title')} data-testid="second-factor-card">
      <Flex vertical gap={8} align="flex-start">
        <Flex gap={8} align="center">
          <SafetyCertificateOutlined />
          <Tag color={enrolled ? 'green' : 'default'} data-testid="second-factor-state">
            {t(enrolled ? 'second-factor:profile.on' : 'second-factor:profile.off')}
          </Tag>
          {required && <Tag color="gold">{t('second-factor:profile.required')}</Tag>}
        </Flex>
        <Typography.Text type="secondary">
          {enrolled
            ? t('second-factor:profile.enrolledSince', {
                date: formatDate(enrolledAt),
                left: recoveryCodesLeft,
              })
            : t(required ? 'second-factor:profile.requiredHint' : 'second-factor:profile.optionalHint')}
        </Typography.Text>
        {!enrolled && (
          <Button
            type="primary"
            loading={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
            data-testid="second-factor-start"
          >
            {t('second-factor:profile.enable')}
          </Button>
        )}
      </Flex>
      <Modal
        open={setup !== null}
        title={t(codes ? 'second-factor:recovery.title' : 'second-factor:setup.title')}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        {codes ? (
          <RecoveryCodes codes={codes} onDone={close} doneLabel={t('second-factor:recovery.done')} />
        ) : (
          <Flex vertical gap={16}>
            <EnrolmentPanel setup={setup ?? undefined} />
            <CodeForm
              form={form}
              pending={confirm.isPending}
              submitLabel={t('second-factor:setup.confirm')}
              onSubmit={(values) =>
                confirm.mutate(
                  { code: values.code },
                  {
                    onSuccess: (answer) => setCodes(answer.recoveryCodes),
                    onError: (error) => reportError(form, error),
                  },
                )
              }
            />
          </Flex>
        )}
      </Modal>
    </Card>
  );
};
