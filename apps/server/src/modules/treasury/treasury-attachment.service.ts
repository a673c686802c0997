import { FILE_MAX_BYTES, msg } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { toXlsx } from '../../platform/export/xlsx.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { withFiles } from '../../platform/files/file-transaction.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { treasuryTransactionFiles as files, treasuryTransactions as txs } from './treasury.table.ts';
import { transactionCode } from './treasury-money.ts';
import { findTransactionRow, payeesOf } from './treasury-transaction.repository.ts';
import { transactionDetail } from './treasury-transaction.service.ts';

/** Vouchers and bank receipts: a PDF or a photo. */
export const TREASURY_ATTACHMENT_UPLOAD = {
  maxBytes: FILE_MAX_BYTES,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

/** The multipart field naming the movement; it comes before the file. */
const ZUploadFields = z.object({ transaction_id: z.coerce.number().int().positive().max(2_147_483_647) });

export const createTreasuryAttachmentService = ({ db }: Deps, storage: FileStorage) => ({
  /** Any movement takes files (a processed one its bank receipt); they go only before processing. */
  upload: async (actor: Actor, upload: Upload) => {
    const parsed = ZUploadFields.safeParse(upload.fields);
    if (!parsed.success)
      throw badRequest('VALIDATION_ERROR', { transaction_id: [msg('validation.required')] });
    const id = parsed.data.transaction_id;
    await withFiles(db, storage, async (tx, stored) => {
      const [row] = await tx.select({ id: txs.id }).from(txs).where(eq(txs.id, id)).for('update');
      if (!row) throw notFound();
      const key = await stored.put(upload.data, `treasury/${id}`);
      const [file] = await tx
        .insert(files)
        .values({
          transactionId: id,
          name: upload.originalName.slice(0, 200),
          storageKey: key,
          mimeType: upload.mimeType,
          size: upload.data.length,
          uploadedBy: actor.user.id,
        })
        .returning({ id: files.id });
      await recordAudit(tx, actor, {
        action: 'attachment.upload',
        entity: 'treasury_transaction',
        entityId: id,
        after: { fileId: file?.id, name: upload.originalName, size: upload.data.length },
      });
    });
    return transactionDetail(db, id);
  },

  download: async (fileId: number) => {
    const [file] = await db.select().from(files).where(eq(files.id, fileId));
    if (!file) throw notFound();
    return { content: await storage.read(file.storageKey), mime: file.mimeType, fileName: file.name };
  },

  /** Not on a processed movement: what proved the payment stays with it. */
  remove: async (actor: Actor, fileId: number) => {
    const file = await withFiles(db, storage, async (tx, stored) => {
      const [row] = await tx.select().from(files).where(eq(files.id, fileId));
      if (!row) throw notFound();
      const [movement] = await tx
        .select({ state: txs.state })
        .from(txs)
        .where(eq(txs.id, row.transactionId))
        .for('update');
      if (!movement || movement.state === 'processed') throw conflict('INVALID_CHANGE');
      await tx.delete(files).where(eq(files.id, fileId));
      await recordAudit(tx, actor, {
        action: 'attachment.delete',
        entity: 'treasury_transaction',
        entityId: row.transactionId,
        before: { fileId, name: row.name },
      });
      await stored.remove(row.storageKey);
      return row;
    });
    return transactionDetail(db, file.transactionId);
  },

  /**
   * The list the bank takes to pay a movement's workers (the payslips' bank sheet columns): whom,
   * where and how much. A movement without payees has none (404).
   */
  paymentFile: async (id: number) => {
    const row = await findTransactionRow(db, id);
    if (!row) throw notFound();
    const people = await payeesOf(db, id);
    if (people.length === 0) throw notFound();
    const num = (v: string) => Number(v);
    const file = await toXlsx(
      'Pagos',
      [
        { header: 'Trabajador', width: 32, value: (p) => p.employeeName },
        { header: 'Tipo de documento', width: 10, value: (p) => p.documentType },
        { header: 'Documento', width: 12, value: (p) => p.document },
        { header: 'Banco', width: 24, value: (p) => p.bankName ?? '' },
        { header: 'Cuenta', width: 20, value: (p) => p.accountNumber ?? '' },
        { header: 'CCI', width: 24, value: (p) => p.cci ?? '' },
        { header: 'Moneda', width: 8, value: (p) => p.accountCurrency ?? row.currency },
        { header: 'Neto a pagar', width: 14, value: (p) => num(p.amount) },
      ],
      people,
    );
    return { file, name: `pagos-${transactionCode(row.year, row.seq)}` };
  },
});

export type TreasuryAttachmentService = ReturnType<typeof createTreasuryAttachmentService>;
