import type { DbOrTx } from '../../db/client.ts';
import { payrollBonusTypes } from './payroll-parameter.table.ts';

/** The demo company's bonus types (kinds as the engine reads them). */
export const seedPayrollBonusTypes = async (db: DbOrTx) => {
  await db
    .insert(payrollBonusTypes)
    .values([
      { name: 'Bono de productividad', kind: 'regular', plameCode: null },
      { name: 'Bono por kilometraje recorrido', kind: 'regular', plameCode: null },
      { name: 'Bono por desempeño trimestral', kind: 'occasional', plameCode: null },
      { name: 'Bonificación por cierre de pliego', kind: 'extraordinary', plameCode: '0903' },
      { name: 'Bono por campaña navideña (antiguo)', kind: 'occasional', plameCode: null, isActive: false },
    ])
    .onConflictDoNothing();
};
