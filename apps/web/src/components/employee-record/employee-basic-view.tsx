import type { TBankAccount, TEmployeeInformation } from '@zerg/shared';
import { Card, Descriptions, type DescriptionsProps, Empty, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/country-name';
import { ExpiryTag } from '../expiry-tag';
import { StackedTable } from '../stacked-table';
import { codeLabel } from './code-label';
import { ageOf, formatDate, RecordText } from './record-text';

export type EmployeeBasicViewProps = {
  info: TEmployeeInformation;
  /** Replaces the status of each bank account (e.g. a switch that retires it). */
  renderBankAccountStatus?: (account: TBankAccount) => ReactNode;
};

const COLUMNS: DescriptionsProps['column'] = { xs: 1, sm: 2, xl: 3 };

const emptyList = (text: string) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ margin: '8px 0' }} />
);

/** The personal, contact, family, studies, experience and bank data of an employee, read-only. */
export const EmployeeBasicView = ({ info, renderBankAccountStatus }: EmployeeBasicViewProps) => {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'es';
  const item = (key: string, children: ReactNode, span?: number) => ({
    key,
    label: t(`employees:fields.${key}`),
    children: <RecordText>{children}</RecordText>,
    span,
  });
  const place = [info.districtName, info.provinceName, info.departmentName].filter(Boolean).join(', ');

  return (
    <Flex vertical gap={16} data-testid="employee-basic-view">
      <Card size="small" title={t('employees:sections.personal')}>
        <Descriptions
          size="small"
          column={COLUMNS}
          items={[
            item('documentType', codeLabel(t, 'documentType', info.documentType)),
            item('documentNumber', info.documentNumber),
            item('firstNames', info.firstNames),
            item('paternalSurname', info.paternalSurname),
            item('maternalSurname', info.maternalSurname),
            item('gender', codeLabel(t, 'gender', info.gender)),
            item('maritalStatus', codeLabel(t, 'maritalStatus', info.maritalStatus)),
            item('nationality', countryName(info.nationality, lang)),
            item(
              'birthDate',
              `${formatDate(info.birthDate)} · ${t('employees:view.age', { years: ageOf(info.birthDate) })}`,
            ),
            item('bloodType', info.bloodType),
            item(
              'clothing',
              [info.pantSize, info.shirtSize, info.shoeSize].some(Boolean)
                ? t('employees:view.clothing', {
                    pant: info.pantSize ?? '—',
                    shirt: info.shirtSize ?? '—',
                    shoe: info.shoeSize ?? '—',
                  })
                : null,
            ),
            item(
              'licence',
              info.licenceNumber ? (
                <span data-testid="employee-licence">
                  {`${info.licenceNumber} · ${info.licenceCategory ?? '—'}`}
                  {info.licenceExpiryDate ? (
                    <>
                      {' '}
                      <ExpiryTag date={info.licenceExpiryDate} label={t('employees:fields.licence')} />
                    </>
                  ) : null}
                </span>
              ) : null,
            ),
          ]}
        />
      </Card>

      <Card size="small" title={t('employees:sections.contact')}>
        <Descriptions
          size="small"
          column={COLUMNS}
          items={[
            item('mobilePhone', info.mobilePhone),
            item('homePhone', info.homePhone),
            item('workPhone', info.workPhone),
            item('personalEmail', info.personalEmail),
            item('workEmail', info.workEmail),
            item('country', countryName(info.country, lang)),
            item('address', info.address, 2),
            item('district', place),
            item('zipCode', info.zipCode),
            item('bornAddress', info.bornAddress, 2),
          ]}
        />
      </Card>

      <Card size="small" title={t('employees:sections.children')}>
        {info.children.length === 0 ? (
          emptyList(t('employees:view.noChildren'))
        ) : (
          <StackedTable
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={info.children}
            columns={[
              { title: t('employees:fields.fullName'), dataIndex: 'fullName' },
              {
                title: t('employees:fields.birthDate'),
                dataIndex: 'birthDate',
                render: (value: string) => `${formatDate(value)} (${ageOf(value)})`,
              },
              {
                title: t('employees:fields.documentNumber'),
                dataIndex: 'documentNumber',
                render: (value: string | null) => <RecordText>{value}</RecordText>,
              },
              {
                title: t('employees:fields.studying'),
                dataIndex: 'studying',
                render: (value: boolean) => (value ? t('employees:view.yes') : t('employees:view.no')),
              },
            ]}
          />
        )}
      </Card>

      <Card size="small" title={t('employees:sections.emergencyContacts')}>
        {info.emergencyContacts.length === 0 ? (
          emptyList(t('employees:view.noEmergencyContacts'))
        ) : (
          <StackedTable
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={info.emergencyContacts}
            columns={[
              { title: t('employees:fields.name'), dataIndex: 'name' },
              { title: t('employees:fields.phone'), dataIndex: 'phone' },
              {
                title: t('employees:fields.relation'),
                dataIndex: 'relation',
                render: (value: string) => codeLabel(t, 'relation', value),
              },
            ]}
          />
        )}
      </Card>

      <Card size="small" title={t('employees:sections.studies')}>
        {info.studies.length === 0 ? (
          emptyList(t('employees:view.noStudies'))
        ) : (
          <StackedTable
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={info.studies}
            columns={[
              {
                title: t('employees:fields.level'),
                dataIndex: 'level',
                render: (value: string) => codeLabel(t, 'studyLevel', value),
              },
              { title: t('employees:fields.institution'), dataIndex: 'institution' },
              {
                title: t('employees:fields.degree'),
                dataIndex: 'degree',
                render: (value: string | null) => <RecordText>{value}</RecordText>,
              },
              {
                title: t('employees:view.years'),
                key: 'years',
                render: (_value, row) =>
                  row.startYear || row.endYear ? `${row.startYear ?? '…'} – ${row.endYear ?? '…'}` : '—',
              },
              {
                title: t('employees:fields.completed'),
                dataIndex: 'completed',
                render: (value: boolean) => (value ? t('employees:view.yes') : t('employees:view.no')),
              },
            ]}
          />
        )}
      </Card>

      <Card size="small" title={t('employees:sections.workExperience')}>
        {info.workExperience.length === 0 ? (
          emptyList(t('employees:view.noWorkExperience'))
        ) : (
          <StackedTable
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={info.workExperience}
            columns={[
              { title: t('employees:fields.company'), dataIndex: 'company' },
              { title: t('employees:fields.position'), dataIndex: 'position' },
              {
                title: t('employees:view.period'),
                key: 'period',
                render: (_value, row) =>
                  `${formatDate(row.startDate)} – ${row.endDate ? formatDate(row.endDate) : t('employees:view.present')}`,
              },
            ]}
          />
        )}
      </Card>

      <Card size="small" title={t('employees:sections.bankAccounts')}>
        {info.bankAccounts.length === 0 ? (
          emptyList(t('employees:view.noBankAccounts'))
        ) : (
          <StackedTable
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={info.bankAccounts}
            data-testid="bank-accounts-table"
            columns={[
              { title: t('employees:fields.bank'), dataIndex: 'bankName' },
              {
                title: t('employees:fields.accountType'),
                dataIndex: 'accountType',
                render: (value: string) => codeLabel(t, 'bankAccountType', value),
              },
              { title: t('employees:fields.accountNumber'), dataIndex: 'accountNumber' },
              { title: t('employees:fields.cci'), dataIndex: 'cci' },
              {
                title: t('employees:fields.currency'),
                dataIndex: 'currency',
                render: (value: string) => codeLabel(t, 'currency', value),
              },
              {
                title: t('employees:fields.isActive'),
                key: 'status',
                render: (_value, account) =>
                  renderBankAccountStatus ? (
                    renderBankAccountStatus(account)
                  ) : (
                    <Tag color={account.isActive ? 'success' : 'default'}>
                      {account.isActive ? t('common:status.active') : t('common:status.inactive')}
                    </Tag>
                  ),
              },
            ]}
          />
        )}
      </Card>
    </Flex>
  );
};
