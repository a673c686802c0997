import { REGIME_RULES } from '@zerg/payroll-pe';
import type { TPayrollCompanySettings, TPayrollCompanySettingsBody, TPayrollRegime } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { activeEmployeesByLaborRegime } from '../employees/index.ts';
import { companyById, laborRegimeNames, listCompanies } from '../references/index.ts';
import { payrollSettings as ps } from './payroll-parameter.table.ts';
import { payrollSettingsOf } from './payroll-settings-read.ts';

/**
 * Each company's payroll rules (tabs General and Payments) and the labour regimes (tab Labor
 * Regime, read-only: what each regime gives is law, DS 013-2013-PRODUCE, not a setting).
 */
export const createPayrollCompanyService = ({ db }: Deps) => {
  const one = async (companyId: number): Promise<TPayrollCompanySettings> => {
    const company = await companyById(db, companyId);
    if (!company) throw notFound();
    const [saved] = await db.select({ updatedAt: ps.updatedAt }).from(ps).where(eq(ps.companyId, companyId));
    const rules = await payrollSettingsOf(db, companyId);
    return {
      companyId: company.id,
      companyName: company.name,
      ...rules,
      lateDiscountDays: Number(rules.lateDiscountDays).toFixed(2),
      configured: saved !== undefined,
      updatedAt: saved?.updatedAt.toISOString() ?? null,
    };
  };

  return {
    list: async () => {
      const rows = await listCompanies(db, 'name');
      const data: TPayrollCompanySettings[] = [];
      for (const row of rows) data.push(await one(row.id));
      return { data };
    },

    get: one,

    update: async (actor: Actor, body: TPayrollCompanySettingsBody) => {
      const before = await one(body.companyId);
      const { companyId, ...fields } = body;
      await db.transaction(async (tx) => {
        await tx
          .insert(ps)
          .values({ ...body, updatedBy: actor.user.id })
          .onConflictDoUpdate({
            target: ps.companyId,
            set: { ...fields, updatedBy: actor.user.id, updatedAt: new Date() },
          });
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'payroll_settings',
          entityId: companyId,
          before,
          after: fields,
        });
      });
      return one(companyId);
    },

    regimes: async (): Promise<{ data: TPayrollRegime[] }> => {
      const counts = await activeEmployeesByLaborRegime(db);
      const names = await laborRegimeNames(db);
      const codes = ['general', 'small', 'micro'] as const;
      return {
        data: codes.map((code) => {
          const rules = REGIME_RULES[code];
          return {
            code,
            name: names.get(code) ?? code,
            ctsShare: rules.ctsFactor.toString(),
            gratificacionShare: rules.gratificacionFactor.toString(),
            vacationDaysPerYear: rules.vacationDaysPerYear,
            health: rules.defaultHealth,
            dismissalDaysPerYear: rules.dismissalDaysPerYear,
            dismissalCapDays: rules.dismissalCapDays,
            activeEmployees: counts.get(code) ?? 0,
          };
        }),
      };
    },
  };
};

export type PayrollCompanyService = ReturnType<typeof createPayrollCompanyService>;
