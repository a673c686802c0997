import {
  FILE_MAX_BYTES,
  FILE_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  ZPhotoFields,
  ZUploadFileFields,
} from '@zerg/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { actors } from '../../platform/audit/actor.table.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { withFiles } from '../../platform/files/file-transaction.ts';
import { type ImageRules, reencodeImage } from '../../platform/files/image.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { employees } from './employee.table.ts';
import { employeeFiles } from './employee-file.table.ts';
import { assertCanSee, OWN_OR_EMPLOYEES } from './employee-scope.ts';

/** The multipart text fields, checked like any body: a bad one is a 400 naming the field. */
const uploadFields = <T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> => {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] = [issue.message];
  throw badRequest('VALIDATION_ERROR', errors);
};

/** What the routes accept before handing the upload over (`readUpload`). */
export const FILE_UPLOAD = { maxBytes: FILE_MAX_BYTES, types: FILE_TYPES } as const;
export const PHOTO_UPLOAD = { maxBytes: PHOTO_MAX_BYTES, types: PHOTO_TYPES } as const;

/** Stored photos are re-encoded JPEGs no larger than the worksheet and the avatars need. */
const PHOTO_IMAGE: ImageRules = { maxSide: 1024, format: 'jpeg' };

export const createEmployeeFileService = ({ db }: Deps, storage: FileStorage) => {
  /** A file not deleted, of an employee the user may see. */
  const visibleFile = async (actor: Actor, fileId: number) => {
    const [file] = await db
      .select()
      .from(employeeFiles)
      .where(and(eq(employeeFiles.id, fileId), isNull(employeeFiles.deletedAt)));
    if (!file) throw notFound();
    await assertCanSee(db, actor.user, file.employeeId);
    return file;
  };

  return {
    list: async (actor: Actor, employeeId: number) => {
      await assertCanSee(db, actor.user, employeeId);
      const rows = await db
        .select({ f: employeeFiles, uploadedBy: actors.fullName })
        .from(employeeFiles)
        .leftJoin(actors, eq(actors.id, employeeFiles.uploadedBy))
        .where(and(eq(employeeFiles.employeeId, employeeId), isNull(employeeFiles.deletedAt)))
        .orderBy(desc(employeeFiles.uploadedAt));
      return rows.map(({ f, uploadedBy }) => ({
        id: f.id,
        kind: f.kind,
        originalName: f.originalName,
        mimeType: f.mimeType,
        size: f.size,
        uploadedAt: f.uploadedAt.toISOString(),
        uploadedBy,
        expiryDate: f.expiryDate,
      }));
    },

    /** Multipart fields `employee_id` and `kind` come before the file part. */
    upload: async (actor: Actor, upload: Upload) => {
      const {
        employee_id: employeeId,
        kind,
        expiry_date: expiryDate,
      } = uploadFields(ZUploadFileFields, upload.fields);
      await assertCanSee(db, actor.user, employeeId);
      const [row] = await withFiles(db, storage, async (tx, files) => {
        const key = await files.put(upload.data, `employees/${employeeId}`);
        const inserted = await tx
          .insert(employeeFiles)
          .values({
            employeeId,
            kind,
            originalName: upload.originalName.slice(0, 200),
            storageKey: key,
            mimeType: upload.mimeType,
            size: upload.data.length,
            uploadedBy: actor.user.id,
            expiryDate,
          })
          .returning();
        await recordAudit(tx, actor, {
          action: 'upload',
          entity: 'employee_file',
          entityId: inserted[0]?.id ?? null,
          after: {
            employeeId,
            kind,
            name: upload.originalName,
            size: upload.data.length,
            mimeType: upload.mimeType,
            expiryDate,
          },
        });
        return inserted;
      });
      if (!row) throw new Error('file insert returned nothing');
      return {
        id: row.id,
        kind: row.kind,
        originalName: row.originalName,
        mimeType: row.mimeType,
        size: row.size,
        uploadedAt: row.uploadedAt.toISOString(),
        uploadedBy: null,
        expiryDate: row.expiryDate,
      };
    },

    download: async (actor: Actor, fileId: number) => {
      const file = await visibleFile(actor, fileId);
      return {
        content: await storage.read(file.storageKey),
        mime: file.mimeType,
        fileName: file.originalName,
      };
    },

    /** Deleting hides the file; the stored bytes stay until a retention job removes them. */
    remove: async (actor: Actor, fileId: number) => {
      const file = await visibleFile(actor, fileId);
      await db.transaction(async (tx) => {
        await tx.update(employeeFiles).set({ deletedAt: new Date() }).where(eq(employeeFiles.id, fileId));
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'employee_file',
          entityId: fileId,
          before: file,
        });
      });
    },

    updatePhoto: async (actor: Actor, upload: Upload) => {
      const { employee_id: employeeId } = uploadFields(ZPhotoFields, upload.fields);
      await assertCanSee(db, actor.user, employeeId);
      const image = await reencodeImage(upload.data, PHOTO_IMAGE);
      const [before] = await db
        .select({ key: employees.photoKey })
        .from(employees)
        .where(eq(employees.id, employeeId));
      await withFiles(db, storage, async (tx, files) => {
        const key = await files.put(image.data, `photos/${employeeId}`);
        await tx
          .update(employees)
          .set({ photoKey: key, updatedAt: new Date() })
          .where(eq(employees.id, employeeId));
        await recordAudit(tx, actor, {
          action: 'update_photo',
          entity: 'employee',
          entityId: employeeId,
          before: { photo: before?.key ?? null },
          after: { photo: key, size: image.data.length, mimeType: image.mimeType },
        });
      });
      return { hasPhoto: true };
    },

    photo: async (actor: Actor, employeeId: number) => {
      await assertCanSee(db, actor.user, employeeId, OWN_OR_EMPLOYEES);
      const [row] = await db
        .select({ key: employees.photoKey })
        .from(employees)
        .where(eq(employees.id, employeeId));
      if (!row?.key) throw notFound();
      return storage.read(row.key);
    },
  };
};

export type EmployeeFileService = ReturnType<typeof createEmployeeFileService>;
