import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { withFiles } from '../../platform/files/file-transaction.ts';
import { type ImageRules, reencodeImage } from '../../platform/files/image.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { addTripNote, findTrip } from '../operations/index.ts';
import { findOwnReceipt, findReceipt, tripReceipts } from './driver.repository.ts';
import { type DriverContext, drivenBy, ownEmployee, receiptFile } from './driver-context.ts';
import { driverTripReceipts } from './driver-receipt.table.ts';

/** Receipts are read on a screen and printed for the settlement: 1600 px keeps a guide legible. */
const RECEIPT_IMAGE: ImageRules = { maxSide: 1600, format: 'jpeg' };

/** A delivery receipt photo of the driver's own trip on the road (or back, not yet settled). */
export const uploadReceipt =
  ({ db, storage, lockOwnTrip }: DriverContext) =>
  async (actor: Actor, id: number, upload: Upload) => {
    const employeeId = ownEmployee(actor.user);
    const found = await findTrip(db, id);
    if (!found || !drivenBy(found, employeeId)) throw notFound();
    const image = await reencodeImage(upload.data, RECEIPT_IMAGE);
    const receiptId = await withFiles(db, storage, async (tx, files) => {
      const row = await lockOwnTrip(tx, employeeId, id);
      if (row.settledAt !== null || row.state === 'registered' || row.state === 'canceled') {
        throw conflict('INVALID_CHANGE');
      }
      const key = await files.put(image.data, `receipts/${id}`);
      const [inserted] = await tx
        .insert(driverTripReceipts)
        .values({
          travelOrderId: id,
          employeeId,
          storageKey: key,
          mimeType: image.mimeType,
          size: image.data.length,
          uploadedBy: actor.user.id,
        })
        .returning({ id: driverTripReceipts.id });
      if (!inserted) throw new Error('receipt insert returned nothing');
      await addTripNote(tx, actor, { travelOrderId: id, kind: 'receipt', note: `#${inserted.id}` });
      await recordAudit(tx, actor, {
        action: 'upload_receipt',
        entity: 'travel_order',
        entityId: id,
        after: { receiptId: inserted.id, size: image.data.length, mimeType: image.mimeType },
      });
      return inserted.id;
    });
    const [receipt] = (await tripReceipts(db, id)).filter((r) => r.id === receiptId);
    if (!receipt) throw notFound();
    return receipt;
  };

/** A receipt photo of the driver's own trip. */
export const ownReceipt =
  ({ db, storage }: DriverContext) =>
  async (actor: Actor, receiptId: number) => {
    const row = await findOwnReceipt(db, ownEmployee(actor.user), receiptId);
    if (!row) throw notFound();
    return receiptFile(receiptId, row.mimeType, await storage.read(row.storageKey));
  };

/** The receipts of any trip, for operations checking the delivery or settling the trip. */
export const listTripReceipts =
  ({ db }: DriverContext) =>
  async (travelOrderId: number) => {
    if (!(await findTrip(db, travelOrderId))) throw notFound();
    return tripReceipts(db, travelOrderId);
  };

/** Any trip's receipt photo, for operations. */
export const tripReceipt =
  ({ db, storage }: DriverContext) =>
  async (receiptId: number) => {
    const row = await findReceipt(db, receiptId);
    if (!row) throw notFound();
    return receiptFile(receiptId, row.mimeType, await storage.read(row.storageKey));
  };
