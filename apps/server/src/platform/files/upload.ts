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

// A file name is a label, never a path or a line: no control character (NUL included) passes. A
// NUL would reach PostgreSQL, which refuses it in text, as a 500.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;

/** 400 naming the multipart field whose file name or text would break a header, a path or the database. */
const refuseHostile = (field: string, value: string, isFileName: boolean) => {
  if (isFileName ? CONTROL_IN_NAME.test(value) : value.includes('\u0000'))
    throw badRequest('VALIDATION_ERROR', { [field || 'file']: ['validation.invalid'] });
};

const fieldValues = (file: MultipartFile): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(file.fields)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v && 'value' in v && typeof v.value === 'string') {
      refuseHostile(key, v.value, false);
      out[key] = v.value;
    }
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
  refuseHostile(file.fieldname, file.filename, true);
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

export type MultipartForm = {
  fields: Record<string, string>;
  file: { data: Buffer; originalName: string } | null;
};

/**
 * Reads a multipart form whose file is optional (a justification with or without its scan): the
 * text fields and at most one file, refused by size (413) and, like `readUpload`, by a hostile
 * file name or a NUL in a field (400 naming the field). `missingField` names the field a non-multipart
 * request lacks.
 */
export const readMultipartForm = async (
  request: FastifyRequest,
  rules: { maxBytes: number; missingField: string },
): Promise<MultipartForm> => {
  if (!request.isMultipart())
    throw badRequest('VALIDATION_ERROR', { [rules.missingField]: ['validation.required'] });
  const form: MultipartForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes } })) {
      if (part.type === 'file') {
        refuseHostile(part.fieldname, part.filename, true);
        const data = await part.toBuffer();
        if (part.file.truncated) throw new AppError(413, 'FILE_TOO_LARGE');
        if (data.length) form.file = { data, originalName: part.filename };
      } else if (typeof part.value === 'string') {
        refuseHostile(part.fieldname, part.value, false);
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'FILE_TOO_LARGE');
    throw err;
  }
  return form;
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
