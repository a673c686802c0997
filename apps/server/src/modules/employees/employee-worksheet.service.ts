import type { Language } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { employees } from './employee.table.ts';
import { findInformation, findJob } from './employee-read.repository.ts';
import { assertCanSee, OWN_OR_EMPLOYEES } from './employee-scope.ts';
import { worksheetDefinition } from './employee-worksheet.ts';

export const createWorksheetService = ({ db }: Deps, storage: FileStorage) => ({
  render: async (actor: Actor, employeeId: number, lang: Language) => {
    await assertCanSee(db, actor.user, employeeId, OWN_OR_EMPLOYEES);
    const [info, job, [row]] = await Promise.all([
      findInformation(db, employeeId),
      findJob(db, employeeId),
      db.select({ key: employees.photoKey }).from(employees).where(eq(employees.id, employeeId)),
    ]);
    if (!info) throw notFound();
    const photo = row?.key ? await storage.read(row.key).catch(() => null) : null;
    const pdf = await renderPdf(
      worksheetDefinition(lang, { info, job, photo, today: new Date().toISOString().slice(0, 10) }),
    );
    return { pdf, fileName: `ficha-${info.personalCode}-${info.paternalSurname}.pdf` };
  },
});

export type WorksheetService = ReturnType<typeof createWorksheetService>;
