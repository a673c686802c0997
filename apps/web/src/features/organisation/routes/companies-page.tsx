import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TCompanyItem } from '@zerg/shared';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { useListState } from '../../../components/use-list-state';
import { formatDate } from '../../../lib/format-date';
import { exportCompanies } from '../api/export-companies';
import { type CompanyFilters, useCompanyList } from '../api/get-company-list';
import { useSetCompanyActive } from '../api/set-company-active';
import { ActiveToggle } from '../components/active-toggle';
import { CompanyFormModal } from '../components/company-form-modal';
import { CompanyLogo } from '../components/company-logo';
import { StatusFilter } from '../components/status-filter';

/** /settings/companies/list: the employer companies (empresas), their RUC, address, logo and signing certificate. */
export const CompaniesPage = () => {
  const { t } = useTranslation();
  const list = useListState<CompanyFilters>({ sortBy: 'name' });
  const companies = useCompanyList(list.params);
  const setActive = useSetCompanyActive();
  const [editing, setEditing] = useState<TCompanyItem | 'new' | null>(null);
  const none = <Typography.Text type="secondary">{t('common:states.none')}</Typography.Text>;

  const columns: DataTableColumn<TCompanyItem>[] = [
    {
      title: t('organisation:fields.legalName'),
      dataIndex: 'name',
      sortKey: 'name',
      fixed: 'left',
      render: (name: string, row) => (
        <Flex gap={12} align="center">
          <CompanyLogo companyId={row.id} hasLogo={row.hasLogo} />
          <Flex vertical>
            <Typography.Text strong>{name}</Typography.Text>
            {row.tradeName && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.tradeName}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    { title: t('organisation:fields.ruc'), dataIndex: 'ruc', sortKey: 'ruc', width: 130 },
    {
      title: t('organisation:fields.address'),
      dataIndex: 'address',
      secondary: true,
      render: (address: string | null, row) =>
        address || row.districtName ? [address, row.districtName].filter(Boolean).join(', ') : none,
    },
    {
      title: t('organisation:fields.contact'),
      dataIndex: 'email',
      render: (email: string | null, row) =>
        email || row.phone ? (
          <Flex vertical>
            {email && <span>{email}</span>}
            {row.phone && <Typography.Text type="secondary">{row.phone}</Typography.Text>}
          </Flex>
        ) : (
          none
        ),
    },
    {
      title: t('organisation:fields.employees'),
      dataIndex: 'employeeCount',
      sortKey: 'employeeCount',
      align: 'right',
      width: 120,
    },
    {
      title: t('organisation:certificate.column'),
      dataIndex: 'certificateValidTo',
      width: 170,
      render: (validTo: string | null, row) => {
        if (!validTo) return none;
        const expired = dayjs(validTo).isBefore(dayjs());
        return (
          <Flex gap={4} align="center" wrap data-testid={`company-certificate-${row.id}`}>
            <span>{t('organisation:certificate.until', { date: formatDate(validTo) })}</span>
            {expired && <Tag color="red">{t('organisation:certificate.expired')}</Tag>}
          </Flex>
        );
      },
    },
    {
      title: t('organisation:fields.status'),
      dataIndex: 'isActive',
      fixed: 'right',
      align: 'center',
      render: (isActive: boolean) => <StatusTag status={isActive ? 'active' : 'inactive'} />,
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      fixed: 'right',
      align: 'center',
      render: (_value, row) => (
        <Space size={0}>
          <Tooltip title={t('common:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('common:actions.edit')}
              onClick={() => setEditing(row)}
              data-testid={`company-edit-${row.id}`}
            />
          </Tooltip>
          <ActiveToggle
            id={row.id}
            isActive={row.isActive}
            name={row.name}
            onToggle={setActive.mutateAsync}
            testId="company-toggle"
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<TCompanyItem, CompanyFilters>
        list={list}
        query={companies}
        columns={columns}
        rowKey="id"
        testId="companies-table"
        searchPlaceholder={t('organisation:companies.search')}
        filters={<StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />}
        onExport={() => exportCompanies(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="company-add"
          >
            {t('organisation:companies.add')}
          </Button>
        }
      />
      <CompanyFormModal company={editing} onClose={() => setEditing(null)} />
    </>
  );
};
