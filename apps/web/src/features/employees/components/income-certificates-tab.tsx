import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type TIncomeCertificate, ZIncomeCertificateCreateBody } from '@zerg/shared';
import { Alert, Button, Col, Flex, Form, Input, InputNumber, Modal, Row, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DateInput } from '../../../components/date-input';
import { useEmployeeVacations } from '../../../components/employee-record/api/get-employee-vacations';
import { formatDate } from '../../../components/employee-record/record-text';
import { ErrorState } from '../../../components/error-state';
import { MoneyInput } from '../../../components/money-input';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useDeleteIncomeCertificate } from '../api/delete-income-certificate';
import { useIncomeCertificates } from '../api/get-income-certificates';
import { useSaveIncomeCertificate } from '../api/save-income-certificate';

export type IncomeCertificatesTabProps = { employeeId: number };

type Values = {
  year: number | null;
  employerRuc: string;
  employerName: string;
  income: string | null;
  withheld: string | null;
  issuedOn: string | null;
};

/** Income before this company: previous employers' certificates (or the worker's declaración jurada). */
export const IncomeCertificatesTab = ({ employeeId }: IncomeCertificatesTabProps) => {
  const { t } = useTranslation();
  const list = useIncomeCertificates(employeeId);
  // The start date (the vacations' service start): a certificate is for the year the worker joined.
  const start = useEmployeeVacations(employeeId).data?.serviceStart ?? null;
  const hireYear = start ? Number(start.slice(0, 4)) : null;
  const save = useSaveIncomeCertificate(employeeId);
  const remove = useDeleteIncomeCertificate(employeeId);
  const reportError = useFormError();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<TIncomeCertificate | 'new' | null>(null);

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;

  const shape = ZIncomeCertificateCreateBody.shape;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || editing === null) return;
    save.mutate(
      {
        ...(editing !== 'new' ? { id: editing.id } : {}),
        year: values.year ?? 0,
        employerRuc: values.employerRuc.trim(),
        employerName: values.employerName.trim() || null,
        income: values.income ?? '',
        withheld: values.withheld ?? '',
        issuedOn: values.issuedOn,
      },
      {
        onSuccess: () => {
          toast.success(t('employees:priorIncome.saved'));
          setEditing(null);
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  const initial: Values =
    editing && editing !== 'new'
      ? {
          year: editing.year,
          employerRuc: editing.employerRuc,
          employerName: editing.employerName ?? '',
          income: editing.income,
          withheld: editing.withheld,
          issuedOn: editing.issuedOn,
        }
      : { year: hireYear, employerRuc: '', employerName: '', income: null, withheld: null, issuedOn: null };

  return (
    <Flex vertical gap={12} data-testid="income-certificates-tab">
      <Alert type="info" showIcon title={t('employees:priorIncome.hint')} />
      <Flex justify="flex-end">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          data-testid="certificate-add"
        >
          {t('employees:priorIncome.add')}
        </Button>
      </Flex>
      <Table<TIncomeCertificate>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={list.data.data}
        locale={{ emptyText: t('employees:priorIncome.empty') }}
        data-testid="certificate-table"
        columns={[
          { title: t('employees:priorIncome.year'), dataIndex: 'year', width: 80 },
          { title: t('employees:priorIncome.employerRuc'), dataIndex: 'employerRuc', width: 130 },
          {
            title: t('employees:priorIncome.employerName'),
            dataIndex: 'employerName',
            render: (v) => v ?? '—',
          },
          { title: t('employees:priorIncome.income'), dataIndex: 'income', align: 'right', width: 130 },
          { title: t('employees:priorIncome.withheld'), dataIndex: 'withheld', align: 'right', width: 130 },
          {
            title: t('employees:priorIncome.issuedOn'),
            dataIndex: 'issuedOn',
            width: 120,
            render: (v: string | null) => (v ? formatDate(v) : '—'),
          },
          {
            key: 'actions',
            width: 110,
            render: (_, row) => (
              <Flex gap={4}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('common:actions.edit')}
                  onClick={() => setEditing(row)}
                  data-testid={`certificate-edit-${row.id}`}
                />
                <ConfirmButton
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('employees:priorIncome.delete')}
                  confirmDescription={t('employees:priorIncome.deleteQuestion', { ruc: row.employerRuc })}
                  onConfirm={() =>
                    remove.mutateAsync(row.id).then(() => toast.success(t('employees:priorIncome.deleted')))
                  }
                  data-testid={`certificate-delete-${row.id}`}
                />
              </Flex>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        title={editing === 'new' ? t('employees:priorIncome.add') : t('employees:priorIncome.edit')}
        okText={t('common:actions.save')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ loading: save.isPending }}
        onOk={() => void submit()}
        data-testid="certificate-modal"
      >
        <Form<Values> form={form} layout="vertical" preserve={false} initialValues={initial}>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item
                name="year"
                label={t('employees:priorIncome.year')}
                required
                rules={[zodRule(shape.year)]}
                extra={hireYear ? t('employees:priorIncome.yearHint', { year: hireYear }) : undefined}
              >
                <InputNumber style={{ width: '100%' }} data-testid="certificate-year" />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item
                name="employerRuc"
                label={t('employees:priorIncome.employerRuc')}
                required
                rules={[zodRule(shape.employerRuc)]}
              >
                <Input maxLength={11} data-testid="certificate-ruc" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="employerName"
            label={t('employees:priorIncome.employerName')}
            rules={[zodRule(shape.employerName)]}
          >
            <Input maxLength={150} data-testid="certificate-name" />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="income"
                label={t('employees:priorIncome.income')}
                required
                rules={[zodRule(shape.income)]}
              >
                <MoneyInput<string> stringMode data-testid="certificate-income" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="withheld"
                label={t('employees:priorIncome.withheld')}
                required
                rules={[zodRule(shape.withheld)]}
              >
                <MoneyInput<string> stringMode data-testid="certificate-withheld" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="issuedOn" label={t('employees:priorIncome.issuedOn')}>
            <DateInput data-testid="certificate-issued" />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
};
