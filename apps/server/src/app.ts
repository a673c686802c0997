import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config.ts';
import { resolveSecretsKey } from './config/secrets-key.ts';
import { connectionStringOf, type Db, poolOf } from './db/client.ts';
import { additionalWorkModule } from './modules/additional-work/index.ts';
import { attendanceModule } from './modules/attendance/index.ts';
import { attendanceReportsModule } from './modules/attendance-reports/index.ts';
import { auditLogModule } from './modules/audit-log/index.ts';
import { authModule } from './modules/auth/index.ts';
import { billingModule } from './modules/billing/index.ts';
import { bookkeepingModule } from './modules/bookkeeping/index.ts';
import { calendarModule } from './modules/calendar/index.ts';
import { catalogModule } from './modules/catalog/index.ts';
import { clientsModule } from './modules/clients/index.ts';
import { ctsDepositsModule } from './modules/cts-deposits/index.ts';
import { documentOrdersModule } from './modules/document-orders/index.ts';
import { driverModule } from './modules/driver/index.ts';
import { eDocumentsModule, eDocumentsModuleWith, type SunatTransport } from './modules/e-documents/index.ts';
import { employeesModule, scopeOf } from './modules/employees/index.ts';
import { entityGroupsModule } from './modules/entity-groups/index.ts';
import { fleetModule } from './modules/fleet/index.ts';
import { labourCertificatesModule } from './modules/labour-certificates/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { operationsModule } from './modules/operations/index.ts';
import { organisationModule } from './modules/organisation/index.ts';
import { payrollModule } from './modules/payroll/index.ts';
import { payrollItemsModule } from './modules/payroll-items/index.ts';
import { payrollSettingsModule } from './modules/payroll-settings/index.ts';
import { payslipsModule } from './modules/payslips/index.ts';
import { ratesModule } from './modules/rates/index.ts';
import { referencesModule } from './modules/references/index.ts';
import { remoteWorkModule } from './modules/remote-work/index.ts';
import { routesModule } from './modules/routes/index.ts';
import { salaryIncreasesModule } from './modules/salary-increases/index.ts';
import { secondFactorModule } from './modules/second-factor/index.ts';
import { resolveEventRecipients, settingsModule } from './modules/settings/index.ts';
import { settlementsModule } from './modules/settlements/index.ts';
import { tRegistroModule } from './modules/t-registro/index.ts';
import { treasuryModule } from './modules/treasury/index.ts';
import { loadCurrentUser, usersModule } from './modules/users/index.ts';
import { viaticsModule } from './modules/viatics/index.ts';
import {
  type LoadCurrentUser,
  registerAuthentication,
  requireAccessDeclarations,
} from './platform/auth/authenticate.ts';
import { cachedCurrentUser } from './platform/auth/current-user-cache.ts';
import { createTokenSigner } from './platform/auth/tokens.ts';
import { nightlyBackupTask } from './platform/backup/index.ts';
import {
  type BatchHandlers,
  type BatchRunner,
  createBatchRunner,
  createDocumentBatchQueue,
  documentBatchRoutes,
} from './platform/batches/index.ts';
import { installCommitBarrier } from './platform/cache/commit-barrier.ts';
import { type CacheRegistry, createCacheRegistry } from './platform/cache/live-cache.ts';
import { useSecretsKey } from './platform/crypto/secret-box.ts';
import { registerErrorHandler } from './platform/errors/error-handler.ts';
import { listExportBatch } from './platform/export/list-export.ts';
import { createFileStorage } from './platform/files/create-storage.ts';
import { healthRoutes } from './platform/health/health.routes.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerHeavyRequestLimit } from './platform/http/heavy-requests.ts';
import { registerNotFound } from './platform/http/not-found.ts';
import { registerRequestAbort } from './platform/http/request-abort.ts';
import { registerRequestIdHeader, requestIdOptions } from './platform/http/request-id.ts';
import { requestLogOptions } from './platform/http/request-log.ts';
import { DOCS_CSP, registerSecurityHeaders } from './platform/http/security-headers.ts';
import { safeValidatorCompiler } from './platform/http/validator.ts';
import { registerWebStatic } from './platform/http/web-static.ts';
import { checkScheduledTasks, createScheduleRunner, type ScheduleConnection } from './platform/jobs/index.ts';
import { createMailService } from './platform/mail/mail.service.ts';
import { registerMetrics } from './platform/metrics/metrics.routes.ts';
import type { ModuleBase, ModuleManifest } from './platform/module-manifest.ts';
import { registerRealtime } from './platform/realtime/realtime.ts';

/**
 * Every module of the server, in the order the app registers them. The order matters where two
 * listen to one event (platform/events), whose listeners run in this order: treasury takes an
 * approved payable before bookkeeping posts it, and a liquidación's hoja (payslips) is made before
 * the certificado de trabajo (labour-certificates), which mails both. A new module is added here.
 */
export const MODULES: readonly ModuleManifest[] = [
  authModule,
  usersModule,
  secondFactorModule,
  tRegistroModule,
  catalogModule,
  employeesModule,
  notificationsModule,
  settingsModule,
  auditLogModule,
  eDocumentsModule,
  remoteWorkModule,
  attendanceReportsModule,
  attendanceModule,
  salaryIncreasesModule,
  additionalWorkModule,
  payrollItemsModule,
  payrollModule,
  calendarModule,
  entityGroupsModule,
  referencesModule,
  organisationModule,
  routesModule,
  clientsModule,
  ratesModule,
  viaticsModule,
  payrollSettingsModule,
  operationsModule,
  fleetModule,
  driverModule,
  documentOrdersModule,
  settlementsModule,
  payslipsModule,
  ctsDepositsModule,
  labourCertificatesModule,
  treasuryModule,
  bookkeepingModule,
  billingModule,
];

export type BuildOptions = {
  config: AppConfig;
  db: Db;
  /** Background jobs' database (a pool with a longer statement timeout); `db` when not given. */
  jobDb?: Db;
  logger?: FastifyServerOptions['logger'];
  /** Whether queues and schedules run in this process; by default everywhere but in tests. */
  background?: boolean;
  /** How the schedules' pg-boss reaches the database; the job pool by default (see `ScheduleConnection`). */
  scheduleConnection?: ScheduleConnection;
  /** The SUNAT client the e-documents module sends with; SUNAT's own when not given (tests give a double). */
  sunatTransport?: SunatTransport;
};

/** The whole application without `listen`: the server starts it, tests call it with `inject`. */
export const buildApp = async ({
  config,
  db,
  jobDb = db,
  logger,
  background = config.env !== 'test',
  scheduleConnection = { db: jobDb },
  sunatTransport,
}: BuildOptions) => {
  const manifests = sunatTransport
    ? MODULES.map((m) => (m === eDocumentsModule ? eDocumentsModuleWith(sunatTransport) : m))
    : MODULES;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...requestIdOptions,
    ...requestLogOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerRequestIdHeader(app);
  await registerSecurityHeaders(app);
  // Before any route: it hooks each route as it is added, the static files included.
  await registerCompression(app);

  const signer = createTokenSigner(config.jwtSecret, config.accessTokenTtl);
  useSecretsKey(resolveSecretsKey(config));
  const storage = createFileStorage(config, db);
  const mail = createMailService(config, jobDb, app.log, resolveEventRecipients, storage);
  // This instance's caches, kept honest by the real-time listener (platform/cache).
  const caches = createCacheRegistry();
  app.decorate('caches', caches);
  installCommitBarrier(db, caches);
  const base: ModuleBase = { config, db, signer, mail, log: app.log, jobDb, storage, background, caches };
  // The mail worker runs only with SMTP configured; it stops before the database pool closes.
  app.addHook('onReady', () => mail.start());
  app.addHook('onClose', () => mail.stop());
  // Each module's listeners are in place before any request (a second build replaces them).
  for (const module of manifests) module.listen?.(base);
  // Whole-staff documents are made on their queue's worker; tests run them with `runQueued`.
  const batchQueue = background
    ? createDocumentBatchQueue(
        jobDb,
        (err) => app.log.error({ err }, 'document batch queue error'),
        config.documentBatchHeartbeatSeconds,
      )
    : null;
  const batchHandlers: BatchHandlers = {
    ...Object.assign({}, ...manifests.map((module) => module.batches?.(base))),
    // Every module's list exports share one kind: the job finds its declaration by name.
    export: listExportBatch(manifests.flatMap((module) => module.exports ?? [])),
  };
  const documentBatches = createBatchRunner(
    jobDb,
    storage,
    batchHandlers,
    batchQueue,
    async (actor) => (await scopeOf(db, actor.user)).all,
  );
  app.decorate('documentBatches', documentBatches);
  if (batchQueue) {
    app.addHook('onReady', () => documentBatches.startWorker());
    app.addHook('onClose', () => documentBatches.stop());
  }
  const modules = manifests.map((module) => module.setup({ ...base, documentBatches }));
  for (const { worker } of modules) {
    if (!worker) continue;
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  }
  // Every instance registers the same schedules; pg-boss runs each occurrence once, on one of them.
  const backup = nightlyBackupTask(
    config.backup.cron,
    { url: connectionStringOf(jobDb), filesDir: config.filesDir, backup: config.backup },
    app.log,
  );
  const tasks = [...modules.flatMap((m) => m.schedules ?? []), ...(backup ? [backup] : [])];
  checkScheduledTasks(tasks);
  if (background) {
    const schedules = createScheduleRunner(scheduleConnection, tasks, app.log, {
      checkSeconds: config.schedules.checkSeconds,
    });
    app.addHook('onReady', () => schedules.start());
    app.addHook('onClose', () => schedules.stop());
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Zerg Back Office API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

  await app.register(fastifyCookie);
  // Each upload route sets its own file size limit; these bound everything else in a multipart body.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
  registerErrorHandler(app);
  registerMetrics(app, config.metricsToken, {
    db,
    pools: { request: poolOf(db), jobs: jobDb === db ? undefined : poolOf(jobDb) },
    sockets: () => app.realtime?.hub.stats().sockets ?? 0,
    scheduled: tasks.map((t) => t.name),
  });
  // Before authentication, so that its queries too stop when the client goes away.
  registerRequestAbort(app);
  requireAccessDeclarations(app);
  const loadUser: LoadCurrentUser = (userId, sessionId) => loadCurrentUser(db, userId, sessionId);
  // A request's user comes with their employee scope, so the cache spares both queries.
  const loadWithScope: LoadCurrentUser = async (userId, sessionId) => {
    const user = await loadUser(userId, sessionId);
    return user && { ...user, scope: await scopeOf(db, user) };
  };
  registerAuthentication(app, cachedCurrentUser(caches, loadWithScope), signer);
  registerHeavyRequestLimit(app, config.heavyRequestsPerUser);
  // Sockets check their user against the database itself: they are checked when access changes.
  await registerRealtime(app, { db, signer, loadCurrentUser: loadUser, caches });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db));
      await api.register(documentBatchRoutes(documentBatches));
      for (const { routes } of modules) await api.register(routes);
    },
    { prefix: '/api' },
  );

  const hasWeb = await registerWebStatic(app, config.webDistDir);

  registerNotFound(app, hasWeb);

  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The whole-staff document jobs; API tests run the queued ones with `runQueued`. */
    documentBatches: BatchRunner;
    /** This instance's caches that database writes invalidate (tests wait on `heard`). */
    caches: CacheRegistry;
  }
}
