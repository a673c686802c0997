import { splitQuotas, type TDiscount } from '@zerg/shared';
import { Alert, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/status-tag';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format-money';
import { useDiscountQuotas } from '../api/get-discount-quotas';
import { periodText } from './discount-columns';

type QuotaRow = {
  number: number;
  period: string;
  amount: string;
  takenAmount?: string | null;
  status?: string;
};

/**
 * A discount's quota schedule. A pending discount has none yet: it shows the plan approval will
 * schedule (the same split the server makes), marked as a preview.
 */
export const DiscountQuotas = ({ discount }: { discount: TDiscount }) => {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'es';
  const pending = discount.status === 'pending';
  const quotas = useDiscountQuotas(discount.id, !pending);
  if (quotas.isError) return <Alert type="error" title={errorMessage(t, quotas.error)} />;
  const rows: QuotaRow[] = pending
    ? splitQuotas(discount.amount, discount.quotas, discount.startPeriod)
    : (quotas.data?.data ?? []);
  return (
    <div data-testid={`discount-quotas-${discount.id}`}>
      {pending && <Typography.Text type="secondary">{t('payroll-discounts:quotas.preview')}</Typography.Text>}
      <Table<QuotaRow>
        size="small"
        rowKey={(row) => `${row.number}-${row.period}`}
        loading={!pending && quotas.isPending}
        pagination={false}
        dataSource={rows}
        style={{ maxWidth: 640 }}
        columns={[
          { title: t('payroll-discounts:quotas.number'), dataIndex: 'number', width: 60 },
          {
            title: t('payroll-discounts:quotas.period'),
            dataIndex: 'period',
            render: (p: string) => periodText(p),
          },
          {
            title: t('payroll-discounts:quotas.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (a: string) => formatMoney(a, 'PEN', lang),
          },
          {
            title: t('payroll-discounts:quotas.taken'),
            dataIndex: 'takenAmount',
            align: 'right',
            render: (a: string | null | undefined) => (a ? formatMoney(a, 'PEN', lang) : '—'),
          },
          {
            title: t('payroll-discounts:columns.status'),
            dataIndex: 'status',
            render: (s: string | undefined) =>
              s ? (
                <StatusTag
                  status={s === 'due' ? 'scheduled' : s}
                  label={t(`payroll-discounts:quotaStatus.${s}`)}
                />
              ) : (
                '—'
              ),
          },
        ]}
      />
    </div>
  );
};
