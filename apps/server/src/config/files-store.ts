import { z } from 'zod';

export type S3Settings = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (an instance or task role, the shared credentials file). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type FilesStore = { kind: 'database' } | { kind: 'local' } | { kind: 's3'; s3: S3Settings };

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The variables of the file store, parsed with the rest of the environment (config.ts). */
export const ZFilesStoreEnv = z.object({
  FILES_STORE: z.enum(['database', 's3', 'local']).default('database'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
});

/** The problems of an S3 setting that zod alone cannot see, one line per variable. */
const s3Problems = (e: z.infer<typeof ZFilesStoreEnv>) => {
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required when FILES_STORE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  return problems;
};

export const filesStoreOf = (e: z.infer<typeof ZFilesStoreEnv>): FilesStore => {
  if (e.FILES_STORE !== 's3') return { kind: e.FILES_STORE };
  const problems = s3Problems(e);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    kind: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET ?? '',
      region: e.S3_REGION,
      // A self-hosted server (MinIO and the like) is reached by path; AWS itself by host name.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  };
};
