import { CTS_LAYOUT_BANK, type CtsBankLayout, type TCtsDepositSummary } from '@zerg/shared';
import { List, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { formatMoney } from '../../../lib/format-money';
import { downloadCtsBankFile } from '../api/download-cts-bank-file';

type Props = { runId: number; summary: TCtsDepositSummary; released: boolean };

/** The layouts a bank takes: the generic one always, and the bank's own when there is one. */
const layoutsOf = (bank: string): CtsBankLayout[] => [
  'generic',
  ...Object.entries(CTS_LAYOUT_BANK)
    .filter(([, code]) => code === bank)
    .map(([layout]) => layout as CtsBankLayout),
];

/** One file per bank holding the workers' CTS accounts, and the workers who have none. */
export const CtsBankFilesPanel = ({ runId, summary, released }: Props) => {
  const { t, i18n } = useTranslation('payroll-payments');
  const [layouts, setLayouts] = useState<Record<string, CtsBankLayout>>({});
  const money = (v: string) => formatMoney(v, 'PEN', i18n.language);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="cts-bank-files">
      <Table
        size="small"
        rowKey="bank"
        pagination={false}
        dataSource={summary.banks}
        locale={{ emptyText: t('cts.noBanks') }}
        columns={[
          { title: t('cts.bank'), dataIndex: 'bankName' },
          { title: t('workersTitle'), dataIndex: 'workers', align: 'right' },
          { title: t('cts.total'), dataIndex: 'total', align: 'right', render: money },
          {
            title: t('cts.layout'),
            render: (_, b) => (
              <Select<CtsBankLayout>
                style={{ minWidth: 160 }}
                data-testid={`cts-layout-${b.bank}`}
                value={layouts[b.bank] ?? 'generic'}
                onChange={(v) => setLayouts((l) => ({ ...l, [b.bank]: v }))}
                options={layoutsOf(b.bank).map((l) => ({ value: l, label: t(`cts.layouts.${l}`) }))}
              />
            ),
          },
          {
            title: t('common:table.actions'),
            render: (_, b) => (
              <DownloadButton
                disabled={!released}
                download={() =>
                  downloadCtsBankFile({ runId, bank: b.bank, layout: layouts[b.bank] ?? 'generic' })
                }
                data-testid={`cts-bank-file-${b.bank}`}
              >
                {t('cts.download')}
              </DownloadButton>
            ),
          },
        ]}
      />
      {summary.missing.length > 0 && (
        <List
          size="small"
          bordered
          data-testid="cts-missing"
          header={
            <Typography.Text type="danger" strong>
              {t('cts.missing', { count: summary.missing.length })}
            </Typography.Text>
          }
          dataSource={summary.missing}
          renderItem={(m) => (
            <List.Item data-testid="cts-missing-worker">
              <Typography.Text>{`${m.name} · ${m.documentNumber}`}</Typography.Text>
              <Typography.Text type="secondary">{money(m.amount)}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Space>
  );
};
