import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config/files-store.ts';
import { type FileStorage, MissingFileError, newFileKey } from './file-storage.ts';

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, Garage…) for installations whose
 * files outgrow the database. It takes no part in transactions: `withFiles` writes before the commit
 * and deletes after it (file-transaction.ts).
 */
export const createS3Storage = (settings: S3Settings): FileStorage & { client: S3Client } => {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: several compatible servers refuse the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const putAt = async (key: string, data: Buffer) => {
    await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
  };
  return {
    client,
    transactional: false,
    put: async (_tx, data, prefix) => {
      const key = newFileKey(prefix);
      await putAt(key, data);
      return key;
    },
    read: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) throw new MissingFileError(key);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (isNotFound(err)) throw new MissingFileError(key);
        throw err;
      }
    },
    remove: async (_tx, key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    has: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    putAt,
  };
};
