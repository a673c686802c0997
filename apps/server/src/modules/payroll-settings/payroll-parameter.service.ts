import type { Deps } from '../../platform/deps.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { exportParameters, listParameters } from './list-parameters.ts';
import { minimumWage, parametersOn } from './read-parameters.ts';
import { createParameter, removeParameter, updateParameter } from './write-parameter.ts';

/**
 * The legal parameters' dated history (payroll settings, section 17). Every value is checked by the
 * engine before it is stored; two values of one parameter never overlap, except that a new value
 * starting after the open-ended current one closes it the day before (a new decree replaces the old).
 */
export const createPayrollParameterService = ({ db }: Deps, today: () => string = limaToday) => {
  const deps = { db, today };
  return {
    list: listParameters(deps),
    export: exportParameters(deps),
    minimumWage: minimumWage(deps),
    at: parametersOn(deps),
    create: createParameter(deps),
    update: updateParameter(deps),
    remove: removeParameter(deps),
  };
};

export type PayrollParameterService = ReturnType<typeof createPayrollParameterService>;
