import { FILE_MAX_BYTES, ZVehicleDocumentFields } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { withFiles } from '../../platform/files/file-transaction.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { vehicleDocuments } from './fleet.table.ts';
import { documentsOf, findVehicleRow } from './vehicle.repository.ts';

/** A scanned certificate: a PDF or a photo of it, nothing an office suite would open. */
export const VEHICLE_DOCUMENT_UPLOAD = {
  maxBytes: FILE_MAX_BYTES,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
} as const;

const fieldsOf = (fields: Record<string, string>) => {
  const parsed = ZVehicleDocumentFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] = [issue.message];
  throw badRequest('VALIDATION_ERROR', errors);
};

export const createVehicleDocumentService = ({ db }: Deps, storage: FileStorage) => ({
  /** Multipart fields `vehicle_id`, `kind`, `number`, `issue_date` and `expiry_date` come before the file. */
  upload: async (actor: Actor, upload: Upload) => {
    const f = fieldsOf(upload.fields);
    if (!(await findVehicleRow(db, f.vehicle_id))) throw notFound('VEHICLE_NOT_FOUND');
    await withFiles(db, storage, async (tx, files) => {
      const key = await files.put(upload.data, `vehicles/${f.vehicle_id}`);
      const [row] = await tx
        .insert(vehicleDocuments)
        .values({
          vehicleId: f.vehicle_id,
          kind: f.kind,
          number: f.number,
          issueDate: f.issue_date,
          expiryDate: f.expiry_date,
          originalName: upload.originalName.slice(0, 200),
          storageKey: key,
          mimeType: upload.mimeType,
          size: upload.data.length,
          uploadedBy: actor.user.id,
        })
        .returning({ id: vehicleDocuments.id });
      await recordAudit(tx, actor, {
        action: 'upload_document',
        entity: 'vehicle',
        entityId: f.vehicle_id,
        after: { documentId: row?.id, ...f, name: upload.originalName, size: upload.data.length },
      });
    });
    return documentsOf(db, f.vehicle_id);
  },

  download: async (documentId: number) => {
    const [doc] = await db.select().from(vehicleDocuments).where(eq(vehicleDocuments.id, documentId));
    if (!doc?.storageKey) throw notFound();
    return {
      content: await storage.read(doc.storageKey),
      mime: doc.mimeType ?? 'application/octet-stream',
      fileName: doc.originalName ?? `${doc.kind}-${doc.number}`,
    };
  },
});

export type VehicleDocumentService = ReturnType<typeof createVehicleDocumentService>;
