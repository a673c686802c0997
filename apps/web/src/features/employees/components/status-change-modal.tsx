import { CESSATION_REASONS, type CessationReason, ZActivateBody, ZStatusChangeBody } from '@zerg/shared';
import { Alert, type ButtonProps, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { isApiError } from '../../../lib/api-error';
import { limaToday } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { useActivateEmployee } from '../api/activate-employee';
import { useInactivateEmployee } from '../api/inactivate-employee';
import { CessationConsequences } from './cessation-consequences';

/** The employee whose status is about to change. */
export type StatusTarget = { id: number; fullName: string; isActive: boolean };

export type StatusChangeModalProps = {
  /** null keeps the dialog closed. */
  target: StatusTarget | null;
  onClose: () => void;
};

type StatusFormValues = { date: string | null; cessationReason: CessationReason | null; reason: string };

/**
 * "Are you sure?" before inactivating or activating (date) an employee. Inactivating is the cessation:
 * the last day worked, the reason of T-Registro table 17 and its details, with what the reason
 * pays (the server's liquidación preview) shown before confirming.
 * A 409 INVALID_CHANGE means someone changed it meanwhile: the list is refreshed and the user told.
 */
export const StatusChangeModal = ({ target, onClose }: StatusChangeModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<StatusFormValues>();
  const inactivate = useInactivateEmployee();
  const activate = useActivateEmployee();
  const reportError = useFormError();
  const deactivating = target?.isActive ?? true;
  const pending = inactivate.isPending || activate.isPending;
  const watchedDate = Form.useWatch('date', form) ?? null;
  const watchedReason = Form.useWatch('cessationReason', form) ?? null;
  const previewDate =
    watchedDate && ZStatusChangeBody.shape.date.safeParse(watchedDate).success ? watchedDate : null;

  const done = (messageKey: 'employees:status.inactivated' | 'employees:status.activated') => {
    toast.success(t(messageKey, { name: target?.fullName ?? '' }));
    onClose();
  };

  const failed = (error: unknown) => {
    if (isApiError(error) && error.code === 'INVALID_CHANGE') {
      toast.warning(t('employees:status.alreadyChanged'));
      onClose();
      return;
    }
    reportError(form, error);
  };

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const date = values.date ?? limaToday();
    if (deactivating) {
      inactivate.mutate(
        {
          employee_id: target.id,
          date,
          cessationReason: values.cessationReason as CessationReason,
          reason: values.reason,
        },
        { onSuccess: () => done('employees:status.inactivated'), onError: failed },
      );
    } else {
      activate.mutate(
        { employee_id: target.id, date, ...(values.reason.trim() ? { reason: values.reason } : {}) },
        { onSuccess: () => done('employees:status.activated'), onError: failed },
      );
    }
  };

  const schema = deactivating ? ZStatusChangeBody.shape : ZActivateBody.shape;

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      destroyOnHidden
      title={t('common:confirm.title')}
      okText={deactivating ? t('employees:status.inactivate') : t('employees:status.activate')}
      okButtonProps={
        { danger: deactivating, loading: pending, 'data-testid': 'status-change-ok' } as ButtonProps
      }
      cancelText={t('common:actions.cancel')}
      onOk={() => void submit()}
      data-testid="status-change-modal"
    >
      <Alert
        type={deactivating ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 16 }}
        title={
          deactivating
            ? t('employees:status.inactivateQuestion', { name: target?.fullName ?? '' })
            : t('employees:status.activateQuestion', { name: target?.fullName ?? '' })
        }
        description={deactivating ? t('employees:status.inactivateHint') : t('employees:status.activateHint')}
      />
      <Form<StatusFormValues>
        form={form}
        layout="vertical"
        initialValues={{ date: limaToday(), cessationReason: null, reason: '' }}
        preserve={false}
      >
        <Form.Item
          name="date"
          label={deactivating ? t('employees:status.lastDay') : t('employees:fields.statusDate')}
          required
          rules={[zodRule(schema.date)]}
        >
          <DateInput data-testid="status-change-date" />
        </Form.Item>
        {deactivating && (
          <Form.Item
            name="cessationReason"
            label={t('employees:status.cessationReason')}
            required
            rules={[zodRule(ZStatusChangeBody.shape.cessationReason)]}
          >
            <Select
              data-testid="status-change-cessation-reason"
              placeholder={t('employees:status.cessationReason')}
              options={CESSATION_REASONS.map((r) => ({
                value: r,
                label: t(`employees:cessation.reasons.${r}`),
              }))}
            />
          </Form.Item>
        )}
        {deactivating && target && (
          <CessationConsequences employeeId={target.id} date={previewDate} reason={watchedReason} />
        )}
        <Form.Item
          name="reason"
          label={deactivating ? t('employees:status.details') : t('employees:fields.reason')}
          required={deactivating}
          rules={[zodRule(schema.reason)]}
        >
          <Input.TextArea rows={3} maxLength={300} showCount data-testid="status-change-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
