import type { Deps } from '../../platform/deps.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { approveViaticAsChief, approveViaticAsHr, rejectViatic } from './decide-viatic.ts';
import { ownViatics, scopeViatics, viaticItem, viaticRole, viaticTracking } from './list-viatics.ts';
import { requestViatic, updateViatic } from './request-viatic.ts';
import { viaticContext } from './viatic-context.ts';
import { viaticExport } from './viatic-export.ts';

/** Viatics: requested for a worker, decided by the area's chief and then HR, paid by treasury. */
export const createViaticService = (deps: Deps & ExportDeps) => {
  const ctx = viaticContext(deps);
  return {
    myRole: viaticRole(ctx),
    list: scopeViatics(ctx),
    listOwn: ownViatics(ctx),
    export: viaticExport.answer.bind(null, deps),
    get: viaticItem(ctx),
    tracking: viaticTracking(ctx),
    create: requestViatic(ctx),
    update: updateViatic(ctx),
    approveChief: approveViaticAsChief(ctx),
    approveHr: approveViaticAsHr(ctx),
    reject: rejectViatic(ctx),
  };
};

export type ViaticService = ReturnType<typeof createViaticService>;
