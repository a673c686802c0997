import { parametersAt } from '@zerg/payroll-pe';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { priorIncomeOf } from '../employees/index.ts';
import { parameterHistory } from '../payroll-settings/index.ts';
import {
  type CertificateWorker,
  findEmployer,
  releasedSlipsOfYear,
} from './labour-certificate.repository.ts';
import { quintaCertificateDefinition } from './quinta-certificate-pdf.ts';
import { quintaFigures } from './quinta-figures.ts';
import { workCertificateDefinition } from './work-certificate-pdf.ts';

export type CertificateFile = { fileName: string; content: Buffer; worker: CertificateWorker };

const missingCompany = () => conflict('VALIDATION_ERROR', { companyId: ['validation.required'] });

/**
 * The certificado de trabajo of a ceased worker, from the employee record: employer of the record,
 * the position with the dates of service (hire → cessation). 409 naming the cessation date while
 * the worker is active.
 */
export const workCertificateFile = async (
  db: DbOrTx,
  worker: CertificateWorker,
  issuedOn = limaToday(),
): Promise<CertificateFile> => {
  const f = worker.facts;
  if (f.isActive || !f.inactiveSince)
    throw conflict('EMPLOYEE_STILL_ACTIVE', { inactiveSince: ['errors.EMPLOYEE_STILL_ACTIVE'] });
  const employer = f.companyId === null ? null : await findEmployer(db, f.companyId);
  if (!employer) throw missingCompany();
  const content = await renderPdf(
    workCertificateDefinition({
      employer,
      worker,
      positions: [{ name: f.positionName, from: f.startDate, to: f.inactiveSince }],
      hireDate: f.startDate,
      ceasedOn: f.inactiveSince,
      issuedOn,
    }),
  );
  return { fileName: `certificado-trabajo-${f.documentNumber}.pdf`, content, worker };
};

/**
 * The quinta certificate of a worker and year, from the stored slips of approved or paid runs of
 * one employer (the named one, else the employer of the year's last slip) and the previous
 * employers' certificates on the record. 409 naming the year when it has no slip.
 */
export const quintaCertificateFile = async (
  db: DbOrTx,
  worker: CertificateWorker,
  year: number,
  companyId?: number,
  issuedOn = limaToday(),
): Promise<CertificateFile> => {
  const employeeId = worker.facts.id;
  const all = await releasedSlipsOfYear(db, employeeId, year, companyId);
  const employerId = companyId ?? all.at(-1)?.companyId;
  const slips = all.filter((s) => s.companyId === employerId);
  if (employerId === undefined || slips.length === 0)
    throw conflict('NO_SLIPS_IN_YEAR', { year: ['errors.NO_SLIPS_IN_YEAR'] });
  const employer = await findEmployer(db, employerId);
  if (!employer) throw missingCompany();
  const before = await priorIncomeOf(db, [employeeId], year);
  const prior = before.certificates.get(employeeId) ?? null;
  const parameters = parametersAt(await parameterHistory(db), `${year}-12-31`);
  const figures = quintaFigures(slips, prior, parameters, before.openingMonths.get(employeeId) ?? []);
  const content = await renderPdf(quintaCertificateDefinition({ employer, worker, year, figures, issuedOn }));
  return { fileName: `quinta-${year}-${worker.facts.documentNumber}.pdf`, content, worker };
};
