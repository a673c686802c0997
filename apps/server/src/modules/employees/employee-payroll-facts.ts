import type { CessationReason, PersonalType } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { positionNameOf } from '../references/index.ts';

/** What a payroll run needs of each worker, read for a whole staff in one query. */
export type PayrollFacts = {
  employeeId: number;
  name: string;
  documentType: string;
  documentNumber: string;
  personalCode: string;
  position: string | null;
  salary: string;
  laborRegime: string;
  pensionSystem: string;
  afpCommissionType: 'flow' | 'balance' | null;
  cuspp: string | null;
  hasEps: boolean;
  hireDate: string;
  /** The last day worked (T-Registro's fecha de cese) of an inactive worker. */
  terminationDate: string | null;
  /** T-Registro table 17 reason of that cessation (null while active or when recorded without one). */
  cessationReason: CessationReason | null;
  contractType: string;
  /** The agreed end of a fixed-term contract (DS 003-97-TR art. 76 counts the months left to it). */
  contractEndDate: string | null;
  familyAllowance: boolean;
  bankAccount: string | null;
};

/**
 * The workers of a company's staff employed at some point of [from, to]: hired by `to`, and active
 * or inactive since `from` or later (a worker who left during the month is paid up to that day).
 * `employeeId` narrows it to one worker (a liquidación).
 */
export const payrollFactsOf = async (
  db: DbOrTx,
  query: { companyId: number; personalType: PersonalType; from: string; to: string; employeeId?: number },
): Promise<PayrollFacts[]> => {
  const { rows } = await db.execute<{
    employee_id: number;
    name: string;
    document_type: string;
    document_number: string;
    personal_code: string;
    position: string | null;
    salary: string;
    labor_regime: string;
    pension_system: string;
    afp_commission_type: 'flow' | 'balance' | null;
    cuspp: string | null;
    has_eps: boolean;
    hire_date: string;
    termination_date: string | null;
    cessation_reason: CessationReason | null;
    contract_type: string;
    contract_end_date: string | null;
    family: boolean;
    bank_account: string | null;
  }>(sql`
    select e.id as employee_id,
      e.paternal_surname || coalesce(' ' || e.maternal_surname, '') || ', ' || e.first_names as name,
      e.document_type, e.document_number, e.personal_code, ${positionNameOf(sql`j.position_id`)} as position,
      j.salary::text as salary, j.labor_regime, j.pension_system, j.afp_commission_type, j.cuspp, j.has_eps,
      to_char(j.start_date, 'YYYY-MM-DD') as hire_date,
      case when e.is_active then null else to_char(e.inactive_since, 'YYYY-MM-DD') end as termination_date,
      case when e.is_active then null else e.cessation_reason end as cessation_reason,
      j.contract_type, to_char(j.contract_end_date, 'YYYY-MM-DD') as contract_end_date,
      exists (
        select 1 from employee_children c where c.employee_id = e.id
          and (c.birth_date > ${query.to}::date - interval '18 years'
            or (c.studying and c.birth_date > ${query.to}::date - interval '24 years'))
      ) as family,
      (select b.bank || ' ' || b.account_number from employee_bank_accounts b
        where b.employee_id = e.id and b.is_active and b.account_type <> 'cts' order by b.id limit 1) as bank_account
    from employees e
    join employee_jobs j on j.employee_id = e.id
    where j.company_id = ${query.companyId} and j.personal_type = ${query.personalType}
      and j.start_date <= ${query.to}::date
      and (e.is_active or e.inactive_since >= ${query.from}::date)
      ${query.employeeId ? sql`and e.id = ${query.employeeId}` : sql``}
    order by e.id`);
  return rows.map((r) => ({
    employeeId: r.employee_id,
    name: r.name,
    documentType: r.document_type,
    documentNumber: r.document_number,
    personalCode: r.personal_code,
    position: r.position,
    salary: r.salary,
    laborRegime: r.labor_regime,
    pensionSystem: r.pension_system,
    afpCommissionType: r.afp_commission_type,
    cuspp: r.cuspp,
    hasEps: r.has_eps,
    hireDate: r.hire_date,
    terminationDate: r.termination_date,
    cessationReason: r.cessation_reason,
    contractType: r.contract_type,
    contractEndDate: r.contract_end_date,
    familyAllowance: r.family,
    bankAccount: r.bank_account,
  }));
};
