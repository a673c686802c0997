import { resolve } from 'node:path';
import { z } from 'zod';
import { type FilesStore, filesStoreOf, ZFilesStoreEnv } from './files-store.ts';
import { parseSecretsKey } from './parse-secrets-key.ts';
import { ROOT_DIR, WEB_DIST_DIR } from './paths.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  TRUST_PROXY: bool.default(false),
  APP_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(resolve(ROOT_DIR, 'data')),
  FILES_DIR: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  DB_JOB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(600_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  HEAVY_REQUESTS_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  EXPORT_JOB_ROWS: z.coerce.number().int().min(1).max(50_000).default(3_000),
  JWT_SECRET: z.string().min(32).optional(),
  SECRETS_KEY: z
    .string()
    .refine((v) => parseSecretsKey(v) !== null, '32 bytes as 64 hex digits or base64')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  SESSION_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_BLOCK_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).default(400),
  SEED_DEMO: bool.optional(),
  COMPANY_EMAIL_DOMAIN: z.string().default('zerg.pe'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Zerg Back Office <no-reply@zerg.pe>'),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  MAIL_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  E_DOCUMENT_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  E_DOCUMENT_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SUNAT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  WEB_DIST_DIR: z.string().default(WEB_DIST_DIR),
  METRICS_TOKEN: z.string().min(16).optional(),
  ...ZFilesStoreEnv.shape,
  DOCUMENT_BATCH_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(600).default(20),
  SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  ATTENDANCE_FILL_CRON: z.string().trim().min(1).default('*/15 * * * *'),
  EXPIRY_REMINDER_CRON: z.string().trim().min(1).default('0 7 * * *'),
  EXPIRY_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  BACKUP_CRON: z.string().trim().min(1).default('0 2 * * *'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Behind a load balancer, the client address comes from X-Forwarded-For. */
  trustProxy: boolean;
  appUrl: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where uploaded files are kept: PostgreSQL (default), an S3-compatible store, or `filesDir`. */
  filesStore: FilesStore;
  /** The folder of FILES_STORE=local, and the one `npm run files:move` reads from. */
  filesDir: string;
  embeddedPgPort: number;
  /**
   * Every query of a request is stopped after `statementTimeoutMs`; background jobs (payroll runs,
   * document batches, mail) get `jobStatementTimeoutMs`. A connection that cannot be opened within
   * `connectTimeoutMs` counts as the database being unavailable.
   */
  database: { statementTimeoutMs: number; jobStatementTimeoutMs: number; connectTimeoutMs: number };
  /** Exports, reports and other heavy routes one user may have running at once (429 beyond). */
  heavyRequestsPerUser: number;
  /**
   * An Excel export of more rows than this is built by a document batch (progress over the socket,
   * the file in "My documents") instead of inside the request (`platform/export/list-export.ts`).
   */
  exportJobRows: number;
  jwtSecret: string | undefined;
  /** Encrypts the secrets stored in the database (signing certificates); see `resolveSecretsKey`. */
  secretsKey: Buffer | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** How long a just-rotated refresh token still answers with its successor (two tabs at once). */
  refreshReuseGrace: number;
  sessionMaxAge: number;
  throttle: { maxPerAccount: number; maxPerAddress: number; blockSeconds: number; slowdownMs: number };
  seedDemo: boolean;
  companyEmailDomain: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string } | null;
  mailFrom: string;
  /** Delivery of queued mail (only when SMTP is configured): retries with backoff, then failed. */
  mailQueue: { retryLimit: number; retryDelaySeconds: number; pollSeconds: number };
  /**
   * SUNAT sends (e-documents): tries after the first while SUNAT is unreachable or a ticket's CDR is
   * not ready, the first after `retryDelaySeconds`, each further one twice as late; each exchange
   * with SUNAT is bounded by `sunatTimeoutSeconds`, then counted as SUNAT unavailable.
   */
  eDocumentQueue: { retryLimit: number; retryDelaySeconds: number; sunatTimeoutSeconds: number };
  webDistDir: string;
  /** The bearer token `GET /metrics` answers to; without it the route is 404 and nothing is recorded. */
  metricsToken: string | undefined;
  /**
   * A document batch whose worker went silent this long (its instance died) is retried by another
   * instance; pg-boss refuses less than 10 s.
   */
  documentBatchHeartbeatSeconds: number;
  /**
   * Periodic work (pg-boss schedules, cron in Lima time): the attendance fill-in, and the daily
   * document-expiry reminders with how many days ahead a document counts as expiring; `checkSeconds`
   * is how often one instance looks for occurrences come due (an occurrence runs up to that late).
   */
  schedules: {
    attendanceFillCron: string;
    expiryReminderCron: string;
    expiryReminderDays: number;
    checkSeconds: number;
  };
  /** The nightly backup (`runScheduledBackup`): its folder (none: no nightly backup) and how many stay. */
  backup: { dir: string | null; keep: number; cron: string };
};

/** Parses the environment once; a bad value stops the start with the variable named. */
/** The configuration the app runs with: the token secret is resolved (`resolveJwtSecret`), never absent. */
export type AppConfig = Omit<Config, 'jwtSecret'> & { jwtSecret: string };

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  if (e.NODE_ENV === 'production' && !e.SECRETS_KEY) {
    throw new Error(
      'Invalid configuration:\n  SECRETS_KEY: required in production (32 bytes, hex or base64)',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    trustProxy: e.TRUST_PROXY,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    filesStore: filesStoreOf(e),
    filesDir: e.FILES_DIR ?? resolve(e.DATA_DIR, 'files'),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    database: {
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      jobStatementTimeoutMs: e.DB_JOB_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    },
    heavyRequestsPerUser: e.HEAVY_REQUESTS_PER_USER,
    exportJobRows: e.EXPORT_JOB_ROWS,
    jwtSecret: e.JWT_SECRET,
    secretsKey: e.SECRETS_KEY ? (parseSecretsKey(e.SECRETS_KEY) ?? undefined) : undefined,
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshReuseGrace: e.REFRESH_REUSE_GRACE_SECONDS,
    sessionMaxAge: e.SESSION_MAX_AGE_SECONDS,
    throttle: {
      maxPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      blockSeconds: e.LOGIN_BLOCK_SECONDS,
      slowdownMs: e.LOGIN_SLOWDOWN_MS,
    },
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    companyEmailDomain: e.COMPANY_EMAIL_DOMAIN,
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
        }
      : null,
    mailFrom: e.SMTP_FROM,
    mailQueue: {
      retryLimit: e.MAIL_RETRY_LIMIT,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      pollSeconds: e.MAIL_POLL_SECONDS,
    },
    eDocumentQueue: {
      retryLimit: e.E_DOCUMENT_RETRY_LIMIT,
      retryDelaySeconds: e.E_DOCUMENT_RETRY_DELAY_SECONDS,
      sunatTimeoutSeconds: e.SUNAT_TIMEOUT_SECONDS,
    },
    webDistDir: e.WEB_DIST_DIR,
    metricsToken: e.METRICS_TOKEN,
    documentBatchHeartbeatSeconds: e.DOCUMENT_BATCH_HEARTBEAT_SECONDS,
    schedules: {
      attendanceFillCron: e.ATTENDANCE_FILL_CRON,
      expiryReminderCron: e.EXPIRY_REMINDER_CRON,
      expiryReminderDays: e.EXPIRY_REMINDER_DAYS,
      checkSeconds: e.SCHEDULE_CHECK_SECONDS,
    },
    backup: { dir: e.BACKUP_DIR ? resolve(e.BACKUP_DIR) : null, keep: e.BACKUP_KEEP, cron: e.BACKUP_CRON },
  };
};
