import type { Deps } from '../../platform/deps.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { decideJustification } from './decide-justification.ts';
import { justificationContext } from './justification-context.ts';
import {
  hrJustifications,
  justificationExport,
  justificationFile,
  justificationRoles,
  ownJustifications,
  teamJustifications,
} from './list-justifications.ts';
import { submitJustification } from './submit-justification.ts';

export { JUSTIFICATION_LINKS } from './justification-context.ts';
export type { JustificationForm } from './submit-justification.ts';

/** Justifications of a work day: the employee (or HR) submits, the area's chief and then HR decide. */
export const createJustificationService = (deps: Deps & ExportDeps, storage: FileStorage) => {
  const ctx = justificationContext(deps, storage);
  return {
    roles: justificationRoles(ctx),
    list: hrJustifications(ctx),
    export: justificationExport.answer.bind(null, deps),
    mine: ownJustifications(ctx),
    team: teamJustifications(ctx),
    get: ctx.answer,
    create: submitJustification(ctx),
    decideChief: decideJustification(ctx, 'chief'),
    decideHr: decideJustification(ctx, 'hr'),
    file: justificationFile(ctx),
  };
};

export type JustificationService = ReturnType<typeof createJustificationService>;
