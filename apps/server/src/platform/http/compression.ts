import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an answer goes as it is: the encoding's overhead outweighs the saving. */
export const COMPRESS_MIN_BYTES = 1024;

/** Formats that are compressed already: compressing them again costs CPU and saves nothing. */
const ALREADY_COMPRESSED =
  /^(image\/(png|jpeg|gif|webp|avif)|application\/(pdf|zip|gzip|x-zip-compressed|octet-stream)|application\/vnd\.openxmlformats-officedocument\.|font\/woff2?)/;

/** Text worth compressing; live event streams are left alone so each event arrives when written. */
const TEXT = /^(text\/(?!event-stream)|application\/([\w.+-]*\+)?(json|xml|javascript)|image\/svg\+xml)/;

/**
 * Whether an answer of this content type is compressed on the fly. @fastify/compress also asks
 * mime-db when this says no, and mime-db marks every format of `ALREADY_COMPRESSED` as not
 * compressible, so xlsx, zip, PDF and images keep their bytes.
 */
export const isCompressibleType = (contentType: string): boolean => {
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return !ALREADY_COMPRESSED.test(type) && TEXT.test(type);
};

/**
 * Compresses answers on the fly: brotli where the client accepts it, gzip otherwise, none for tiny
 * bodies or already-compressed formats. Brotli at quality 4 keeps the CPU per JSON answer close to
 * gzip's; the web's static files are compressed at build time at the highest quality instead
 * (`@fastify/static` `preCompressed`). Registered before every route (it hooks each one as it is
 * added) and before the static files. Request bodies are never decompressed: no client sends them
 * compressed, and inflating one would let a small body get past `bodyLimit`'s intent.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: isCompressibleType,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
};
