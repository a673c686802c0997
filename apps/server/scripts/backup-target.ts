import type { Config } from '../src/config/config.ts';
import { embeddedUrl, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { dataDirOwner } from '../src/db/leftover-server.ts';

export type BackupTarget = { url: string; describe: string; close: () => Promise<void> };

const EMBEDDED_DATABASE = 'zerg';

/**
 * The database `npm run backup` and `npm run restore` work on, as the app would find it:
 * DATABASE_URL; else the embedded server of the running app (a backup may be taken while it runs;
 * a restore refuses, since the app would keep writing into what is being replaced); else the
 * embedded server started here on DATA_DIR for the time of the command.
 */
export const openBackupTarget = async (
  config: Config,
  purpose: 'backup' | 'restore',
): Promise<BackupTarget> => {
  if (config.databaseUrl) {
    const host = new URL(config.databaseUrl).host;
    return { url: config.databaseUrl, describe: `DATABASE_URL (${host})`, close: async () => {} };
  }
  const owner = dataDirOwner(config.dataDir);
  if (owner !== null) {
    if (purpose === 'restore') {
      throw new Error(
        `The app is running on ${config.dataDir} (process ${owner}): stop it before restoring.`,
      );
    }
    return {
      url: embeddedUrl(config.embeddedPgPort, EMBEDDED_DATABASE),
      describe: `the running app's embedded PostgreSQL (port ${config.embeddedPgPort})`,
      close: async () => {},
    };
  }
  console.log(
    `Starting the embedded PostgreSQL (data in ${config.dataDir}/pg, port ${config.embeddedPgPort})…`,
  );
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, EMBEDDED_DATABASE);
  return {
    url: embedded.url,
    describe: `the embedded PostgreSQL in ${config.dataDir}/pg`,
    close: embedded.stop,
  };
};
