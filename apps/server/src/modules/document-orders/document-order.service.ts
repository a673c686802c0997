import {
  canChange,
  DOCUMENT_ORDER_TRANSITIONS,
  FILE_MAX_BYTES,
  msg,
  SECTION_IDS,
  type TDocumentOrderCreateBody,
  type TDocumentOrderStateBody,
  type TShipmentDocumentBody,
  ZDocumentOrderScanFields,
} from '@zerg/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { withFiles } from '../../platform/files/file-transaction.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { notifyInTheirLanguage, usersWithSection } from '../notifications/index.ts';
import { findTrip } from '../operations/index.ts';
import {
  type DocumentOrderListParams,
  findDocumentOrderItem,
  listDocumentOrders,
  tripsWithoutDocumentOrder,
} from './document-order.repository.ts';
import { documentOrderScans, documentOrders, shipmentDocuments } from './document-order.table.ts';
import { documentOrderExport } from './document-order-export.ts';

/** Where a document order's notice leads. */
export const DOCUMENT_ORDER_LINK = '/operations/document-orders/list';

/** A scan of a guide or receipt: a PDF or a photo, like the vehicles' documents. */
export const DOCUMENT_ORDER_SCAN_UPLOAD = {
  maxBytes: FILE_MAX_BYTES,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
} as const;

/**
 * A guide's number is SUNAT's 8-digit correlative, kept as text with its leading zeros: `4521` is
 * stored as `00004521`, so the two spellings are one guide and the number reads as printed.
 */
const guideNumber = (number: string) => number.padStart(8, '0');

const lockOrder = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(documentOrders).where(eq(documentOrders.id, id)).for('update');
  if (!row) throw notFound();
  return row;
};

export const createDocumentOrderService = (deps: Deps & ExportDeps, storage: FileStorage) => {
  const { db } = deps;
  const answer = async (id: number) => {
    const item = await findDocumentOrderItem(db, id);
    if (!item) throw notFound();
    return item;
  };

  return {
    list: (query: DocumentOrderListParams) => listDocumentOrders(db, query),

    get: answer,

    tripOptions: async () =>
      (await tripsWithoutDocumentOrder(db)).map((t) => ({ id: t.id, name: `${t.code} · ${t.client}` })),

    export: documentOrderExport.answer.bind(null, deps),

    create: async (actor: Actor, body: TDocumentOrderCreateBody) => {
      const id = await db.transaction(async (tx) => {
        const trip = await findTrip(tx, body.travelOrderId, 'share');
        if (!trip) throw badRequest('VALIDATION_ERROR', { travelOrderId: [msg('validation.notFoundRef')] });
        if (trip.state === 'canceled') throw conflict('INVALID_CHANGE');
        const [row] = await tx
          .insert(documentOrders)
          .values({
            travelOrderId: body.travelOrderId,
            trackingNumber: body.trackingNumber,
            observations: body.observations ?? null,
            createdBy: actor.user.id,
            updatedBy: actor.user.id,
          })
          .onConflictDoNothing()
          .returning({ id: documentOrders.id });
        if (!row)
          throw badRequest('VALIDATION_ERROR', { travelOrderId: [msg('validation.alreadyRegistered')] });
        await recordAudit(tx, actor, {
          action: 'document_order.create',
          entity: 'document_order',
          entityId: row.id,
          after: body,
        });
        return row.id;
      });
      return answer(id);
    },

    changeState: async (actor: Actor, body: TDocumentOrderStateBody) => {
      await db.transaction(async (tx) => {
        const before = await lockOrder(tx, body.id);
        if (!canChange(DOCUMENT_ORDER_TRANSITIONS, before.state, body.to)) throw conflict('INVALID_CHANGE');
        const now = new Date();
        await tx
          .update(documentOrders)
          .set({
            state: body.to,
            updatedAt: now,
            updatedBy: actor.user.id,
            ...(body.to === 'delivered_to_client' ? { deliveredAt: now } : {}),
          })
          .where(eq(documentOrders.id, body.id));
        await recordAudit(tx, actor, {
          action: 'document_order.state',
          entity: 'document_order',
          entityId: body.id,
          before: { state: before.state },
          after: { state: body.to },
        });
        const trip = await findTrip(tx, before.travelOrderId);
        const holders = await usersWithSection(tx, SECTION_IDS.DOCUMENT_ORDERS);
        await notifyInTheirLanguage(
          tx,
          holders.filter((id) => id !== actor.user.id),
          {
            type: 'document_order.state',
            key: 'documentOrder.notify.state',
            params: { tracking: before.trackingNumber, trip: trip?.code ?? '' },
            keyParams: { from: `documentOrder.state.${before.state}`, to: `documentOrder.state.${body.to}` },
            link: DOCUMENT_ORDER_LINK,
          },
        );
      });
      return answer(body.id);
    },

    addDocument: async (actor: Actor, body: TShipmentDocumentBody) => {
      const number = body.kind === 'carrier_guide' ? guideNumber(body.number) : body.number;
      try {
        await db.transaction(async (tx) => {
          const order = await lockOrder(tx, body.documentOrderId);
          // Delivered papers are a closed file: nothing is added to it afterwards.
          if (order.state === 'delivered_to_client') throw conflict('INVALID_CHANGE');
          const [row] = await tx
            .insert(shipmentDocuments)
            .values({
              documentOrderId: body.documentOrderId,
              kind: body.kind,
              series: body.kind === 'carrier_guide' ? body.series : body.series || null,
              number,
              issueDate: body.issueDate,
              createdBy: actor.user.id,
            })
            .returning({ id: shipmentDocuments.id });
          await recordAudit(tx, actor, {
            action: 'document_order.add_document',
            entity: 'document_order',
            entityId: body.documentOrderId,
            after: { documentId: row?.id, ...body, number },
          });
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw badRequest('VALIDATION_ERROR', { number: [msg('validation.alreadyRegistered')] });
        throw err;
      }
      return answer(body.documentOrderId);
    },

    removeDocument: async (actor: Actor, documentId: number) => {
      const orderId = await db.transaction(async (tx) => {
        const [doc] = await tx.select().from(shipmentDocuments).where(eq(shipmentDocuments.id, documentId));
        if (!doc) throw notFound();
        const order = await lockOrder(tx, doc.documentOrderId);
        if (order.state === 'delivered_to_client') throw conflict('INVALID_CHANGE');
        await tx.delete(shipmentDocuments).where(eq(shipmentDocuments.id, documentId));
        await recordAudit(tx, actor, {
          action: 'document_order.remove_document',
          entity: 'document_order',
          entityId: doc.documentOrderId,
          before: { documentId, kind: doc.kind, series: doc.series, number: doc.number },
        });
        return doc.documentOrderId;
      });
      return answer(orderId);
    },

    /** Multipart field `document_order_id` comes before the file. */
    uploadScan: async (actor: Actor, upload: Upload) => {
      const parsed = ZDocumentOrderScanFields.safeParse(upload.fields);
      if (!parsed.success)
        throw badRequest('VALIDATION_ERROR', { document_order_id: [msg('validation.required')] });
      const orderId = parsed.data.document_order_id;
      await withFiles(db, storage, async (tx, files) => {
        await lockOrder(tx, orderId);
        const key = await files.put(upload.data, `document-orders/${orderId}`);
        const [row] = await tx
          .insert(documentOrderScans)
          .values({
            documentOrderId: orderId,
            originalName: upload.originalName.slice(0, 200),
            storageKey: key,
            mimeType: upload.mimeType,
            size: upload.data.length,
            uploadedBy: actor.user.id,
          })
          .returning({ id: documentOrderScans.id });
        await recordAudit(tx, actor, {
          action: 'document_order.upload_scan',
          entity: 'document_order',
          entityId: orderId,
          after: { scanId: row?.id, name: upload.originalName, size: upload.data.length },
        });
      });
      return answer(orderId);
    },

    downloadScan: async (scanId: number) => {
      const [scan] = await db.select().from(documentOrderScans).where(eq(documentOrderScans.id, scanId));
      if (!scan) throw notFound();
      return {
        content: await storage.read(scan.storageKey),
        mime: scan.mimeType,
        fileName: scan.originalName,
      };
    },

    removeScan: async (actor: Actor, scanId: number) => {
      const scan = await withFiles(db, storage, async (tx, files) => {
        const [row] = await tx.select().from(documentOrderScans).where(eq(documentOrderScans.id, scanId));
        if (!row) throw notFound();
        await lockOrder(tx, row.documentOrderId);
        await tx
          .delete(documentOrderScans)
          .where(
            and(
              eq(documentOrderScans.id, scanId),
              eq(documentOrderScans.documentOrderId, row.documentOrderId),
            ),
          );
        await recordAudit(tx, actor, {
          action: 'document_order.remove_scan',
          entity: 'document_order',
          entityId: row.documentOrderId,
          before: { scanId, name: row.originalName },
        });
        await files.remove(row.storageKey);
        return row;
      });
      return answer(scan.documentOrderId);
    },
  };
};

export type DocumentOrderService = ReturnType<typeof createDocumentOrderService>;
