import { type TJobDetails, VACATION_DAYS_PER_YEAR } from '@zerg/shared';
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format-money';
import { codeLabel } from './code-label';
import { formatDate, RecordText } from './record-text';

export type EmployeeJobViewProps = { job: TJobDetails };

/** Company, campus, area, position, contract, pay and pension of an employee, read-only. */
export const EmployeeJobView = ({ job }: EmployeeJobViewProps) => {
  const { t, i18n } = useTranslation();
  const item = (key: string, children: ReactNode) => ({
    key,
    label: t(`employees:fields.${key}`),
    children: <RecordText>{children}</RecordText>,
  });
  const afp = job.pensionSystem !== 'onp';
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      data-testid="employee-job-view"
      items={[
        item('company', job.companyName),
        item('campus', job.campusName),
        item('area', job.areaName),
        item('position', job.positionName),
        item('personalType', codeLabel(t, 'personalType', job.personalType)),
        item(
          'laborRegime',
          `${codeLabel(t, 'laborRegime', job.laborRegime)} · ${t('employees:view.vacationDays', {
            days: VACATION_DAYS_PER_YEAR[job.laborRegime],
          })}`,
        ),
        item('startDate', formatDate(job.startDate)),
        item('contractType', codeLabel(t, 'contractType', job.contractType)),
        item('contractEndDate', job.contractType === 'indefinite' ? null : formatDate(job.contractEndDate)),
        item('salary', formatMoney(job.salary, job.currency, i18n.resolvedLanguage ?? 'es')),
        item('pensionSystem', codeLabel(t, 'pensionSystem', job.pensionSystem)),
        ...(afp
          ? [
              item('cuspp', job.cuspp),
              item('afpCommissionType', codeLabel(t, 'afpCommissionType', job.afpCommissionType)),
            ]
          : []),
        item(
          'hasEps',
          <Tag color={job.hasEps ? 'success' : 'default'}>
            {job.hasEps ? t('employees:view.yes') : t('employees:view.no')}
          </Tag>,
        ),
        item('chief', job.chiefName),
      ]}
    />
  );
};
