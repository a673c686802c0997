import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { employees } from './employee.table.ts';
import { assertCanSee } from './employee-scope.ts';

const attendanceQr = (code: string) => QRCode.toDataURL(`ZERG-ATT:${code}`, { margin: 1, width: 320 });

/** The current attendance code and its QR, without replacing it; 404 when none was generated. */
export const currentAttendanceCode =
  ({ db }: Deps) =>
  async (actor: Actor, id: number) => {
    await assertCanSee(db, actor.user, id);
    const [row] = await db
      .select({ code: employees.attendanceCode })
      .from(employees)
      .where(eq(employees.id, id));
    if (!row?.code) throw notFound();
    return { code: row.code, qrDataUrl: await attendanceQr(row.code) };
  };

/** A new attendance code replaces the old one; the QR carries the code the readers scan. */
export const newAttendanceCode =
  ({ db }: Deps) =>
  async (actor: Actor, id: number) => {
    await assertCanSee(db, actor.user, id);
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
      try {
        await db.transaction(async (tx) => {
          const [before] = await tx
            .select({ code: employees.attendanceCode })
            .from(employees)
            .where(eq(employees.id, id));
          await tx
            .update(employees)
            .set({ attendanceCode: code, updatedAt: new Date() })
            .where(eq(employees.id, id));
          await recordAudit(tx, actor, {
            action: 'generate_attendance_code',
            entity: 'employee',
            entityId: id,
            before: { attendanceCode: before?.code ?? null },
            after: { attendanceCode: code },
          });
        });
        return { code, qrDataUrl: await attendanceQr(code) };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    throw new Error('could not find a free attendance code');
  };
