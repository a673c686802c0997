import { CloudUploadOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import type { TExchangeRateItem } from '@zerg/shared';
import { App, Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { SheetImportModal } from '../../../components/sheet-import-modal';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { useDeleteExchangeRate } from '../api/delete-exchange-rate';
import { type ExchangeRateFilters as Filters, useExchangeRates } from '../api/get-exchange-rates';
import { downloadExchangeRateTemplate, useImportExchangeRates } from '../api/import-exchange-rates';
import { exchangeRateColumns } from '../components/exchange-rate-columns';
import { ExchangeRateFilters } from '../components/exchange-rate-filters';
import { ExchangeRateFormModal } from '../components/exchange-rate-form-modal';
import { RevaluationModal } from '../components/revaluation-modal';

/**
 * /treasury/exchange-rates/list: the dated USD→PEN rates (typed or imported from the SBS/SUNAT
 * list) and, from here, the month-end revaluation of the dollar accounts.
 */
export const ExchangeRatesListPage = () => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const list = useListState<Filters>();
  const rates = useExchangeRates(list.params);
  const remove = useDeleteExchangeRate();
  const importer = useImportExchangeRates();
  const [target, setTarget] = useState<TExchangeRateItem | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [revaluing, setRevaluing] = useState(false);

  const confirmDelete = (rate: TExchangeRateItem) =>
    modal.confirm({
      title: t('treasury-exchange-rates:deleteTitle', { date: formatDate(rate.date) }),
      okText: t('treasury-exchange-rates:delete'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () =>
        remove
          .mutateAsync(rate.id)
          .then(() => toast.success(t('treasury-exchange-rates:deleted')))
          .catch((error: unknown) => toast.danger(errorMessage(t, error))),
    });

  return (
    <>
      <DataTable<TExchangeRateItem, Filters>
        list={list}
        query={rates}
        columns={exchangeRateColumns(t, { onEdit: setTarget, onDelete: confirmDelete })}
        rowKey="id"
        testId="exchange-rates-table"
        searchPlaceholder={t('treasury-exchange-rates:list.search')}
        filters={<ExchangeRateFilters list={list} />}
        actions={
          <>
            <Button icon={<SwapOutlined />} onClick={() => setRevaluing(true)} data-testid="revaluation-open">
              {t('treasury-exchange-rates:revaluation.open')}
            </Button>
            <Button
              icon={<CloudUploadOutlined />}
              onClick={() => setImporting(true)}
              data-testid="rates-import"
            >
              {t('treasury-exchange-rates:list.import')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setTarget('new')}
              data-testid="rate-add"
            >
              {t('treasury-exchange-rates:list.add')}
            </Button>
          </>
        }
      />
      <ExchangeRateFormModal target={target} onClose={() => setTarget(null)} />
      <SheetImportModal
        open={importing}
        onClose={() => setImporting(false)}
        title={t('treasury-exchange-rates:list.import')}
        onTemplate={downloadExchangeRateTemplate}
        onImport={(file) => importer.mutateAsync(file)}
      />
      <RevaluationModal open={revaluing} onClose={() => setRevaluing(false)} />
    </>
  );
};
