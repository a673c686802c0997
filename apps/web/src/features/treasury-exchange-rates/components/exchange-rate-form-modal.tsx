import {
  EXCHANGE_RATE_SOURCES,
  type ExchangeRateSource,
  type TExchangeRateItem,
  ZExchangeRateBody,
} from '@zerg/shared';
import { type ButtonProps, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { useSaveExchangeRate } from '../api/save-exchange-rate';

const fields = ZExchangeRateBody.shape;

type Values = { date: string | null; purchase: string; sale: string; source: ExchangeRateSource };

export type ExchangeRateFormModalProps = {
  /** `'new'` adds a day; a row corrects it; null keeps the dialog closed. */
  target: TExchangeRateItem | 'new' | null;
  onClose: () => void;
};

/** Types one day's purchase and sale rate (SBS or SUNAT), checked with the server's own schema. */
export const ExchangeRateFormModal = ({ target, onClose }: ExchangeRateFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveExchangeRate();
  const reportError = useFormError();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { date: editing.date, purchase: editing.purchase, sale: editing.sale, source: editing.source }
        : { date: limaToday(), purchase: '', sale: '', source: 'SBS' },
    );
  }, [target, editing, form]);

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        id: editing?.id,
        date: values.date ?? '',
        purchase: values.purchase,
        sale: values.sale,
        source: values.source,
      });
      toast.success(t('treasury-exchange-rates:saved'));
      onClose();
    } catch (error) {
      reportError(form, error, { ALREADY_REGISTERED: 'date' });
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t(editing ? 'treasury-exchange-rates:form.editTitle' : 'treasury-exchange-rates:form.newTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'rate-form-submit' } as ButtonProps}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="rate-form">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="date"
              label={t('treasury-exchange-rates:columns.date')}
              required
              rules={[zodRule(fields.date)]}
            >
              <DateInput data-testid="rate-date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="source" label={t('treasury-exchange-rates:columns.source')} required>
              <Select<ExchangeRateSource>
                options={EXCHANGE_RATE_SOURCES.map((s) => ({ value: s, label: s }))}
                data-testid="rate-source"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="purchase"
              label={t('treasury-exchange-rates:columns.purchase')}
              required
              rules={[zodRule(fields.purchase)]}
            >
              <Input inputMode="decimal" placeholder="3.752" data-testid="rate-purchase-input" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="sale"
              label={t('treasury-exchange-rates:columns.sale')}
              required
              rules={[zodRule(fields.sale)]}
            >
              <Input inputMode="decimal" placeholder="3.759" data-testid="rate-sale-input" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};
