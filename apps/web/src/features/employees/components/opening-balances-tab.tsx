import { CloudUploadOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type TOpeningBalance, ZOpeningBalanceCreateBody } from '@zerg/shared';
import { Alert, Button, Col, Flex, Form, InputNumber, Modal, Row, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { ErrorState } from '../../../components/error-state';
import { MoneyInput } from '../../../components/money-input';
import { PageLoader } from '../../../components/page-loader';
import { SheetImportModal } from '../../../components/sheet-import-modal';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useDeleteOpeningBalance } from '../api/delete-opening-balance';
import { downloadOpeningTemplate } from '../api/download-opening-template';
import { useOpeningBalances } from '../api/get-opening-balances';
import { importOpeningBalances } from '../api/import-opening-balances';
import { useSaveOpeningBalance } from '../api/save-opening-balance';

export type OpeningBalancesTabProps = { employeeId: number };

type Values = {
  year: number | null;
  month: number | null;
  income: string | null;
  quintaWithheld: string | null;
  gratificacion: string | null;
  cts: string | null;
  vacationDays: number | null;
};

const monthKey = (b: Pick<TOpeningBalance, 'year' | 'month'>) =>
  `${b.year}-${String(b.month).padStart(2, '0')}`;

/** Months this company paid before its payroll ran in the system; one at a time or a whole company's file. */
export const OpeningBalancesTab = ({ employeeId }: OpeningBalancesTabProps) => {
  const { t } = useTranslation();
  const list = useOpeningBalances(employeeId);
  const save = useSaveOpeningBalance(employeeId);
  const remove = useDeleteOpeningBalance(employeeId);
  const reportError = useFormError();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<TOpeningBalance | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;

  const shape = ZOpeningBalanceCreateBody.shape;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || editing === null) return;
    save.mutate(
      {
        ...(editing !== 'new' ? { id: editing.id } : {}),
        year: values.year ?? 0,
        month: values.month ?? 0,
        income: values.income ?? '',
        quintaWithheld: values.quintaWithheld ?? '',
        gratificacion: values.gratificacion ?? '0',
        cts: values.cts ?? '0',
        vacationDays: values.vacationDays ?? 0,
      },
      {
        onSuccess: () => {
          toast.success(t('employees:openingBalances.saved'));
          setEditing(null);
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  const initial: Values =
    editing && editing !== 'new'
      ? { ...editing }
      : {
          year: null,
          month: null,
          income: null,
          quintaWithheld: null,
          gratificacion: '0.00',
          cts: '0.00',
          vacationDays: 0,
        };
  const money = (key: 'income' | 'quintaWithheld' | 'gratificacion' | 'cts', required = false) => (
    <Form.Item
      name={key}
      label={t(`employees:openingBalances.${key}`)}
      required={required}
      rules={[zodRule(shape[key])]}
    >
      <MoneyInput<string> stringMode data-testid={`opening-${key}`} />
    </Form.Item>
  );

  return (
    <Flex vertical gap={12} data-testid="opening-balances-tab">
      <Alert type="info" showIcon title={t('employees:openingBalances.hint')} />
      <Flex justify="flex-end" gap={8}>
        <Button
          icon={<CloudUploadOutlined />}
          onClick={() => setImporting(true)}
          data-testid="opening-import"
        >
          {t('employees:openingBalances.import')}
        </Button>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          data-testid="opening-add"
        >
          {t('employees:openingBalances.add')}
        </Button>
      </Flex>
      <Table<TOpeningBalance>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={list.data.data}
        locale={{ emptyText: t('employees:openingBalances.empty') }}
        data-testid="opening-table"
        columns={[
          {
            title: t('employees:openingBalances.month'),
            key: 'month',
            width: 100,
            render: (_, b) => monthKey(b),
          },
          { title: t('employees:openingBalances.income'), dataIndex: 'income', align: 'right' },
          {
            title: t('employees:openingBalances.quintaWithheld'),
            dataIndex: 'quintaWithheld',
            align: 'right',
          },
          { title: t('employees:openingBalances.gratificacion'), dataIndex: 'gratificacion', align: 'right' },
          { title: t('employees:openingBalances.cts'), dataIndex: 'cts', align: 'right' },
          {
            title: t('employees:openingBalances.vacationDays'),
            dataIndex: 'vacationDays',
            align: 'right',
            width: 110,
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
                  data-testid={`opening-edit-${row.id}`}
                />
                <ConfirmButton
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('employees:openingBalances.delete')}
                  confirmDescription={t('employees:openingBalances.deleteQuestion', { month: monthKey(row) })}
                  onConfirm={() =>
                    remove
                      .mutateAsync(row.id)
                      .then(() => toast.success(t('employees:openingBalances.deleted')))
                  }
                  data-testid={`opening-delete-${row.id}`}
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
        title={editing === 'new' ? t('employees:openingBalances.add') : t('employees:openingBalances.edit')}
        okText={t('common:actions.save')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ loading: save.isPending }}
        onOk={() => void submit()}
        data-testid="opening-modal"
      >
        <Form<Values> form={form} layout="vertical" preserve={false} initialValues={initial}>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="year"
                label={t('employees:openingBalances.year')}
                required
                rules={[zodRule(shape.year)]}
              >
                <InputNumber style={{ width: '100%' }} data-testid="opening-year" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="month"
                label={t('employees:openingBalances.month')}
                required
                rules={[zodRule(shape.month)]}
              >
                <InputNumber style={{ width: '100%' }} min={1} max={12} data-testid="opening-month" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={12}>
            <Col span={12}>{money('income', true)}</Col>
            <Col span={12}>{money('quintaWithheld', true)}</Col>
          </Row>
          <Row gutter={12}>
            <Col span={12}>{money('gratificacion')}</Col>
            <Col span={12}>{money('cts')}</Col>
          </Row>
          <Form.Item
            name="vacationDays"
            label={t('employees:openingBalances.vacationDays')}
            rules={[zodRule(shape.vacationDays)]}
          >
            <InputNumber style={{ width: '100%' }} min={0} data-testid="opening-vacationDays" />
          </Form.Item>
        </Form>
      </Modal>
      <SheetImportModal
        open={importing}
        onClose={() => setImporting(false)}
        title={t('employees:openingBalances.importTitle')}
        onTemplate={downloadOpeningTemplate}
        onImport={async (file) => {
          const report = await importOpeningBalances(file);
          if (report.created > 0) void list.refetch();
          return report;
        }}
      />
    </Flex>
  );
};
