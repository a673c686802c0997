import { FileExcelOutlined } from '@ant-design/icons';
import type { TTreasuryPayee, TTreasuryTransactionDetail } from '@zerg/shared';
import { Divider, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { formatMoney } from '../../../lib/format-money';
import { downloadPaymentFile } from '../api/download-payment-file';

/** The workers a payroll batch pays, with the bank's payment file for them. */
export const TransactionPayees = ({ tx }: { tx: TTreasuryTransactionDetail }) => {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, tx.currency, i18n.language);
  const none = <Typography.Text type="secondary">{t('common:states.none')}</Typography.Text>;
  return (
    <>
      <Divider titlePlacement="start" style={{ margin: 0 }}>
        {t('treasury-transactions:payees.title', { count: tx.payees.length })}
      </Divider>
      <Flex justify="end">
        <DownloadButton
          icon={<FileExcelOutlined />}
          download={() => downloadPaymentFile(tx.id)}
          data-testid="tx-payment-file"
        >
          {t('treasury-transactions:payees.paymentFile')}
        </DownloadButton>
      </Flex>
      <Table<TTreasuryPayee>
        size="small"
        rowKey="employeeId"
        dataSource={tx.payees}
        pagination={tx.payees.length > 10 ? { pageSize: 10, size: 'small' } : false}
        scroll={{ x: 'max-content' }}
        data-testid="tx-payees"
        columns={[
          { title: t('treasury-transactions:payees.worker'), dataIndex: 'employeeName' },
          { title: t('treasury-transactions:payees.document'), dataIndex: 'document' },
          {
            title: t('treasury-transactions:payees.bank'),
            dataIndex: 'bankName',
            render: (v: string | null) => v ?? none,
          },
          {
            title: t('treasury-transactions:payees.account'),
            dataIndex: 'accountNumber',
            render: (v: string | null) => v ?? none,
          },
          {
            title: t('treasury-transactions:payees.cci'),
            dataIndex: 'cci',
            render: (v: string | null) => v ?? none,
          },
          {
            title: t('treasury-transactions:payees.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: money,
          },
        ]}
      />
    </>
  );
};
