import { EditOutlined } from '@ant-design/icons';
import { MAX_AXLES, MIN_AXLES, type TTollFare, ZTollFareRegisterBody } from '@zerg/shared';
import { Button, Col, Flex, Form, type FormRule, Row, Select, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/translate';
import { zodRule } from '../../../lib/zod-rule';
import { useTollEdit } from '../api/get-toll-edit';
import { useRegisterTollFare } from '../api/register-toll-fare';
import { useUpdateTollFare } from '../api/update-toll-fare';

type FareFormValues = {
  axles: number;
  amount: string | null;
  validFrom: string | null;
  validTo: string | null;
};
const AXLES = Array.from({ length: MAX_AXLES - MIN_AXLES + 1 }, (_, i) => MIN_AXLES + i);
const fields = ZTollFareRegisterBody.shape;

/** The end of validity may be empty (open-ended) but never before its start. */
const notBeforeStart: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const from = getFieldValue('validFrom') as string | null;
    if (typeof value === 'string' && value && from && value < from) {
      throw new Error(translateMessage(currentLanguage(), 'validation.validToBeforeFrom'));
    }
  },
});

const inForce = (fare: TTollFare, today: string) =>
  fare.validFrom <= today && (fare.validTo === null || today <= fare.validTo);

/** The fares of one booth per axle count and period, and the form to add or change one. */
export const TollFares = ({ tollId }: { tollId: number }) => {
  const { t } = useTranslation();
  const toll = useTollEdit(tollId);
  const [form] = Form.useForm<FareFormValues>();
  const [editingId, setEditingId] = useState<number | null>(null);
  const register = useRegisterTollFare();
  const update = useUpdateTollFare();
  const reportError = useFormError();
  const today = limaToday();
  const reset = () => {
    setEditingId(null);
    form.resetFields();
  };
  const submit = (values: FareFormValues) => {
    const fare = {
      axles: values.axles,
      amount: values.amount ?? '',
      validFrom: values.validFrom ?? '',
      validTo: values.validTo ?? null,
    };
    const options = {
      onSuccess: () => {
        toast.success(t('travel-routes:saved'));
        reset();
      },
      onError: (error: unknown) => reportError(form, error),
    };
    if (editingId === null) register.mutate({ tollId, ...fare }, options);
    else update.mutate({ id: editingId, ...fare }, options);
  };
  if (!toll.data) return <Spin />;
  return (
    <Flex vertical gap={16}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ axles: 2, amount: null, validFrom: null, validTo: null }}
        onFinish={submit}
        data-testid="fare-form"
      >
        <Row gutter={12} align="bottom">
          <Col xs={12} md={4}>
            <Form.Item name="axles" label={t('travel-routes:fares.axles')} rules={[zodRule(fields.axles)]}>
              <Select options={AXLES.map((a) => ({ value: a, label: a }))} data-testid="fare-axles" />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="amount" label={t('travel-routes:fares.amount')} rules={[zodRule(fields.amount)]}>
              <MoneyInput<string> stringMode data-testid="fare-amount" />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item
              name="validFrom"
              label={t('travel-routes:fares.validFrom')}
              rules={[zodRule(fields.validFrom)]}
            >
              <DateInput data-testid="fare-valid-from" />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item
              name="validTo"
              label={t('travel-routes:fares.validTo')}
              dependencies={['validFrom']}
              rules={[notBeforeStart]}
            >
              <DateInput placeholder={t('travel-routes:fares.openEnded')} data-testid="fare-valid-to" />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item>
              <Flex gap={8}>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={register.isPending || update.isPending}
                  data-testid="fare-save"
                >
                  {editingId === null ? t('travel-routes:fares.add') : t('common:actions.save')}
                </Button>
                {editingId !== null && <Button onClick={reset}>{t('common:actions.cancel')}</Button>}
              </Flex>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Table<TTollFare>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={toll.data.fares}
        locale={{ emptyText: t('travel-routes:fares.empty') }}
        data-testid="fares-table"
        columns={[
          { title: t('travel-routes:fares.axles'), dataIndex: 'axles', width: 80 },
          {
            title: t('travel-routes:fares.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (amount: string) => `S/ ${amount}`,
          },
          { title: t('travel-routes:fares.validFrom'), dataIndex: 'validFrom' },
          {
            title: t('travel-routes:fares.validTo'),
            dataIndex: 'validTo',
            render: (to: string | null) =>
              to ?? <Typography.Text type="secondary">{t('travel-routes:fares.openEnded')}</Typography.Text>,
          },
          {
            key: 'state',
            render: (_: unknown, fare) =>
              inForce(fare, today) ? <Tag color="success">{t('travel-routes:fares.inForce')}</Tag> : null,
          },
          {
            key: 'edit',
            width: 50,
            render: (_: unknown, fare) => (
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('common:actions.edit')}
                onClick={() => {
                  setEditingId(fare.id);
                  form.setFieldsValue({
                    axles: fare.axles,
                    amount: fare.amount,
                    validFrom: fare.validFrom,
                    validTo: fare.validTo,
                  });
                }}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
};
