import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { TAccountingPeriod } from '@zerg/shared';
import { Alert, Button, Card, Flex, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { ErrorState } from '../../../components/error-state';
import { RouteTabs } from '../../../components/route-tabs';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/language';
import { monthHeading } from '../../../lib/month-heading';
import { useClosePeriod } from '../api/close-period';
import { useCloseYear } from '../api/close-year';
import { useAccountingYear } from '../api/get-accounting-year';
import { useBooksCompany } from '../api/get-books-company';
import { useReopenPeriod } from '../api/reopen-period';
import { useReopenYear } from '../api/reopen-year';
import { BooksCompanyReasonText } from '../components/books-company-reason';
import { CompanySelect } from '../components/company-select';
import { PleButtons } from '../components/ple-buttons';
import { ReasonModal } from '../components/reason-modal';
import { JOURNAL_TABS } from '../screens';

type Reopening = { kind: 'month'; month: number } | { kind: 'year' } | null;

/** The years offered: ten back from next year (the books of older years are closed long since). */
const YEARS = Array.from({ length: 11 }, (_, i) => dayjs().year() + 1 - i);

const stamp = (name: string | null, at: string | null) =>
  name && at ? `${name} · ${formatDateTime(at)}` : '';

/**
 * /bookeeping/transactions/periods: a company's year month by month, open or closed; close a month,
 * reopen it with a reason, close the year (results to 89 and 59, the next year's opening entry) or
 * reopen it, and download the PLE books of a closed month.
 */
export const PeriodsPage = () => {
  const { t } = useTranslation();
  const [picked, setCompanyId] = useState<number | undefined>();
  // As the ledger and the trial balance: the user's employer, else the company with entries.
  const books = useBooksCompany();
  const companyId = picked ?? books.data?.companyId ?? undefined;
  const [year, setYear] = useState<number>(dayjs().year());
  const [reopening, setReopening] = useState<Reopening>(null);
  const query = companyId ? { companyId, year } : null;
  const periods = useAccountingYear(query);
  const closeMonth = useClosePeriod();
  const reopenMonth = useReopenPeriod();
  const closeYear = useCloseYear();
  const reopenYear = useReopenYear();
  const reportError = useFormError();
  const data = periods.data;
  const lang = currentLanguage();

  const onError = (error: unknown) => toast.danger(errorMessage(t, error));

  const columns: ColumnsType<TAccountingPeriod> = [
    {
      title: t('bookkeeping-journal:periods.month'),
      dataIndex: 'month',
      render: (month: number) => <Typography.Text strong>{monthHeading(year, month, lang)}</Typography.Text>,
    },
    {
      title: t('bookkeeping-journal:periods.state'),
      dataIndex: 'closed',
      render: (closed: boolean, row) => (
        <Tag
          color={closed ? 'red' : 'green'}
          icon={closed ? <LockOutlined /> : <UnlockOutlined />}
          data-testid={`period-state-${row.month}`}
        >
          {t(closed ? 'bookkeeping-journal:periods.closed' : 'bookkeeping-journal:periods.open')}
        </Tag>
      ),
    },
    { title: t('bookkeeping-journal:periods.entries'), dataIndex: 'entries', align: 'right' },
    {
      title: t('bookkeeping-journal:periods.history'),
      key: 'history',
      // Who closed and reopened, and why: a reason can be long, and the table sizes to its content.
      render: (_, row) => (
        <Flex vertical style={{ maxWidth: 320, whiteSpace: 'normal' }}>
          {row.closedAt && (
            <Typography.Text type="secondary">
              {t('bookkeeping-journal:periods.closedBy', { who: stamp(row.closedByName, row.closedAt) })}
            </Typography.Text>
          )}
          {row.reopenedAt && (
            <Typography.Text type="secondary">
              {t('bookkeeping-journal:periods.reopenedBy', {
                who: stamp(row.reopenedByName, row.reopenedAt),
                reason: row.reopenReason ?? '',
              })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('bookkeeping-journal:periods.ple.title'),
      key: 'ple',
      render: (_, row) =>
        companyId ? <PleButtons query={{ companyId, year, month: row.month }} closed={row.closed} /> : null,
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      align: 'right',
      render: (_, row) =>
        row.closed ? (
          <Button
            size="small"
            icon={<UnlockOutlined />}
            disabled={data?.closed}
            onClick={() => setReopening({ kind: 'month', month: row.month })}
            data-testid={`period-reopen-${row.month}`}
          >
            {t('bookkeeping-journal:periods.reopen')}
          </Button>
        ) : (
          <ConfirmButton
            size="small"
            icon={<LockOutlined />}
            confirmTitle={t('bookkeeping-journal:periods.closeTitle', {
              month: monthHeading(year, row.month, lang),
            })}
            confirmDescription={t('bookkeeping-journal:periods.closeHint')}
            onConfirm={() =>
              companyId && closeMonth.mutateAsync({ companyId, year, month: row.month }).catch(onError)
            }
            data-testid={`period-close-${row.month}`}
          >
            {t('bookkeeping-journal:periods.close')}
          </ConfirmButton>
        ),
    },
  ];

  return (
    <>
      <RouteTabs tabs={JOURNAL_TABS} />
      <Card className="data-table" data-testid="periods" styles={{ body: { padding: 0 } }}>
        <Flex className="data-table-toolbar" gap={12} wrap align="center" justify="space-between">
          <Space wrap>
            <CompanySelect
              value={companyId}
              onChange={setCompanyId}
              style={{ width: 260 }}
              data-testid="periods-company"
            />
            {picked === undefined && <BooksCompanyReasonText reason={books.data?.reason} />}
            <Typography.Text>{t('bookkeeping-journal:periods.year')}</Typography.Text>
            <Select<number>
              value={year}
              onChange={setYear}
              options={YEARS.map((y) => ({ value: y, label: String(y) }))}
              style={{ width: 110 }}
              data-testid="periods-year"
            />
          </Space>
          {data &&
            (data.closed ? (
              <Button
                icon={<UnlockOutlined />}
                onClick={() => setReopening({ kind: 'year' })}
                data-testid="year-reopen"
              >
                {t('bookkeeping-journal:periods.reopenYear', { year })}
              </Button>
            ) : (
              <ConfirmButton
                type="primary"
                icon={<LockOutlined />}
                confirmTitle={t('bookkeeping-journal:periods.closeYearTitle', { year })}
                confirmDescription={t('bookkeeping-journal:periods.closeYearHint', { year, next: year + 1 })}
                onConfirm={() => companyId && closeYear.mutateAsync({ companyId, year }).catch(onError)}
                data-testid="year-close"
              >
                {t('bookkeeping-journal:periods.closeYear', { year })}
              </ConfirmButton>
            ))}
        </Flex>
        {data && (
          <Alert
            banner
            showIcon
            type={data.closed ? 'warning' : 'info'}
            title={
              data.closed
                ? t('bookkeeping-journal:periods.yearClosed', {
                    year,
                    who: stamp(data.closedByName, data.closedAt),
                  })
                : t('bookkeeping-journal:periods.yearOpen', { year })
            }
            data-testid={data.closed ? 'year-closed' : 'year-open'}
          />
        )}
        {periods.isError && !data ? (
          <ErrorState error={periods.error} onRetry={() => void periods.refetch()} />
        ) : (
          <Table<TAccountingPeriod>
            rowKey="month"
            size="middle"
            loading={periods.isFetching || (query !== null && periods.isPending)}
            dataSource={data?.months ?? []}
            columns={columns}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Card>
      <ReasonModal
        open={reopening !== null}
        title={
          reopening?.kind === 'year'
            ? t('bookkeeping-journal:periods.reopenYear', { year })
            : t('bookkeeping-journal:periods.reopenTitle', {
                month: reopening?.kind === 'month' ? monthHeading(year, reopening.month, lang) : '',
              })
        }
        hint={t(
          reopening?.kind === 'year'
            ? 'bookkeeping-journal:periods.reopenYearHint'
            : 'bookkeeping-journal:periods.reopenHint',
        )}
        loading={reopenMonth.isPending || reopenYear.isPending}
        onCancel={() => setReopening(null)}
        onSubmit={(reason, form) => {
          if (!companyId || !reopening) return;
          const done = { onSuccess: () => setReopening(null), onError: (e: unknown) => reportError(form, e) };
          if (reopening.kind === 'year') reopenYear.mutate({ companyId, year, reason }, done);
          else reopenMonth.mutate({ companyId, year, month: reopening.month, reason }, done);
        }}
      />
    </>
  );
};
