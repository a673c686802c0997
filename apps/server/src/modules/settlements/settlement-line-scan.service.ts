import { FILE_MAX_BYTES, msg, ZSettlementLineScanFields } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { withFiles } from '../../platform/files/file-transaction.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { scansOfLine } from './settlement.repository.ts';
import { settlementLineScans, settlementLines, settlements } from './settlement.table.ts';

/** A receipt scan: a PDF or a photo, like the document orders' scans. */
export const SETTLEMENT_LINE_SCAN_UPLOAD = {
  maxBytes: FILE_MAX_BYTES,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
} as const;

/**
 * The line's settlement, locked: a closed settlement is a closed file, so its receipts neither gain
 * nor lose a scan (409), and a scan cannot slip in while the settlement is being closed.
 */
const lockLineOfOpenSettlement = async (tx: Tx, lineId: number) => {
  const [line] = await tx
    .select({ settlementId: settlementLines.settlementId })
    .from(settlementLines)
    .where(eq(settlementLines.id, lineId));
  if (!line) throw notFound();
  const [owner] = await tx
    .select({ id: settlements.id, state: settlements.state })
    .from(settlements)
    .where(eq(settlements.id, line.settlementId))
    .for('update');
  if (!owner) throw notFound();
  if (owner.state !== 'open') throw conflict('INVALID_CHANGE');
  return owner.id;
};

export const createSettlementLineScanService = ({ db }: Deps, storage: FileStorage) => {
  const answer = async (lineId: number) => ({ lineId, scans: await scansOfLine(db, lineId) });

  return {
    list: async (lineId: number) => {
      const [line] = await db
        .select({ id: settlementLines.id })
        .from(settlementLines)
        .where(eq(settlementLines.id, lineId));
      if (!line) throw notFound();
      return answer(lineId);
    },

    /** Multipart field `lineId` comes before the file. */
    upload: async (actor: Actor, upload: Upload) => {
      const parsed = ZSettlementLineScanFields.safeParse(upload.fields);
      if (!parsed.success) throw badRequest('VALIDATION_ERROR', { lineId: [msg('validation.required')] });
      const { lineId } = parsed.data;
      await withFiles(db, storage, async (tx, files) => {
        const settlementId = await lockLineOfOpenSettlement(tx, lineId);
        const key = await files.put(upload.data, `settlement-lines/${lineId}`);
        const [row] = await tx
          .insert(settlementLineScans)
          .values({
            lineId,
            originalName: upload.originalName.slice(0, 200),
            storageKey: key,
            mimeType: upload.mimeType,
            size: upload.data.length,
            uploadedBy: actor.user.id,
          })
          .returning({ id: settlementLineScans.id });
        await recordAudit(tx, actor, {
          action: 'settlement.upload_scan',
          entity: 'settlement',
          entityId: settlementId,
          after: { lineId, scanId: row?.id, name: upload.originalName, size: upload.data.length },
        });
      });
      return answer(lineId);
    },

    download: async (scanId: number) => {
      const [scan] = await db.select().from(settlementLineScans).where(eq(settlementLineScans.id, scanId));
      if (!scan) throw notFound();
      return {
        content: await storage.read(scan.storageKey),
        mime: scan.mimeType,
        fileName: scan.originalName,
      };
    },

    remove: async (actor: Actor, scanId: number) => {
      const scan = await withFiles(db, storage, async (tx, files) => {
        const [row] = await tx.select().from(settlementLineScans).where(eq(settlementLineScans.id, scanId));
        if (!row) throw notFound();
        const settlementId = await lockLineOfOpenSettlement(tx, row.lineId);
        const gone = await tx
          .delete(settlementLineScans)
          .where(eq(settlementLineScans.id, scanId))
          .returning({ id: settlementLineScans.id });
        // Another request removed it while this one waited for the lock.
        if (gone.length === 0) throw notFound();
        await recordAudit(tx, actor, {
          action: 'settlement.remove_scan',
          entity: 'settlement',
          entityId: settlementId,
          before: { lineId: row.lineId, scanId, name: row.originalName },
        });
        await files.remove(row.storageKey);
        return row;
      });
      return answer(scan.lineId);
    },
  };
};

export type SettlementLineScanService = ReturnType<typeof createSettlementLineScanService>;
