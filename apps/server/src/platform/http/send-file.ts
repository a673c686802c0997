import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/upload.ts';

/** A file a route answers: every download of the app, generated or stored, has this shape. */
export type FileAnswer = { fileName: string; mime: string; content: Buffer | string };

/**
 * The one way a route answers a file: its type, its name (ASCII and UTF-8, `inline` to open it in
 * the browser) and no caching, since every file of the app is somebody's private document.
 */
export const sendFile = (reply: FastifyReply, file: FileAnswer, options: { inline?: boolean } = {}) =>
  reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(file.fileName, options.inline))
    .header('cache-control', 'private, no-store')
    .send(file.content);
