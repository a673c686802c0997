import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const S3 = { FILES_STORE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('FILES_STORE', () => {
  it('is the database unless told otherwise', () => {
    expect(loadConfig({}).filesStore).toEqual({ kind: 'database' });
    expect(loadConfig({ FILES_STORE: 'local' }).filesStore).toEqual({ kind: 'local' });
  });

  it('refuses an unknown store, naming the variable', () => {
    expect(() => loadConfig({ FILES_STORE: 'disk' })).toThrow(/FILES_STORE/);
  });

  it('takes S3 settings, reaching a self-hosted endpoint by path', () => {
    const config = loadConfig({ ...S3, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'sa-east-1' });
    expect(config.filesStore).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'files',
        region: 'sa-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      },
    });
    const aws = loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'false' }).filesStore;
    expect(aws.kind === 's3' && aws.s3.forcePathStyle).toBe(false);
  });

  it('stops the start with a clear message when S3 lacks its bucket or half its keys', () => {
    expect(() => loadConfig({ FILES_STORE: 's3' })).toThrow('S3_BUCKET: required when FILES_STORE=s3');
    expect(() => loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither',
    );
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
