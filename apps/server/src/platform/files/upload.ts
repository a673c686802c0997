import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../errors/app-error.ts';

export type Upload = { data: Buffer; mimeType: string; originalName: string; fields: Record<string, string> };

/** Old Office formats share one container signature; the extension tells which one it is. */
const CFB_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** The type the bytes say, not the one the name or the browser claims. */
export const sniffType = async (data: Buffer, name: string): Promise<string | null> => {
  const found = await fileTypeFromBuffer(data);
  if (found?.mime === 'application/x-cfb') return CFB_BY_EXTENSION[extensionOf(name)] ?? null;
  if (found) return found.mime;
  if (extensionOf(name) === 'csv' && !data.includes(0)) return 'text/csv';
  return null;
};

const fieldValues = (file: MultipartFile): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(file.fields)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v && 'value' in v && typeof v.value === 'string') out[key] = v.value;
  }
  return out;
};

/**
 * Reads the one file of a multipart request and refuses it by size (413) or by content type (400).
 * `types: 'parsed-by-caller'` is for formats no signature sniffing knows (a PKCS#12 certificate):
 * the service parses the bytes itself and refuses what it cannot read.
 */
export const readUpload = async (
  request: FastifyRequest,
  rules: { maxBytes: number; types: readonly string[] | 'parsed-by-caller' },
): Promise<Upload> => {
  if (!request.isMultipart()) throw badRequest('VALIDATION_ERROR', { file: ['validation.required'] });
  const file = await request.file({ limits: { fileSize: rules.maxBytes } });
  if (!file) throw badRequest('VALIDATION_ERROR', { file: ['validation.required'] });
  const data = await file.toBuffer();
  if (file.file.truncated || data.length > rules.maxBytes) throw new AppError(413, 'FILE_TOO_LARGE');
  if (data.length === 0) throw badRequest('VALIDATION_ERROR', { file: ['validation.required'] });
  if (rules.types === 'parsed-by-caller') {
    return {
      data,
      mimeType: 'application/octet-stream',
      originalName: file.filename,
      fields: fieldValues(file),
    };
  }
  const mimeType = await sniffType(data, file.filename);
  if (!mimeType || !rules.types.includes(mimeType)) {
    throw badRequest('UNSUPPORTED_FILE_TYPE', { file: ['errors.UNSUPPORTED_FILE_TYPE'] });
  }
  return { data, mimeType, originalName: file.filename, fields: fieldValues(file) };
};

/** A download name that cannot break the header or carry a path, with the UTF-8 name alongside. */
export const contentDisposition = (name: string, inline = false) => {
  const clean =
    name
      .replace(/[\\/\r\n"]+/g, '_')
      .replace(/^\.+/, '')
      .slice(0, 150) || 'file';
  const ascii = clean.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii || 'file'}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
};
