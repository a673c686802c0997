import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { languageFromHeader, translateError } from '@zerg/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config/config.ts';
import { resolveSecretsKey } from './config/secrets-key.ts';
import type { Db } from './db/client.ts';
import { additionalWorkRoutes, createAdditionalWorkService } from './modules/additional-work/index.ts';
import {
  attendanceFill,
  attendanceMarkRoutes,
  attendanceMarksExportBatch,
  attendanceSettingsRoutes,
  createAttendanceMarkService,
  createAttendanceSettingsService,
  createJustificationService,
  createKioskDeviceService,
  justificationRoutes,
  kioskDeviceRoutes,
  registerAttendanceTriggers,
} from './modules/attendance/index.ts';
import {
  attendanceReportsRoutes,
  createAttendanceReportsService,
} from './modules/attendance-reports/index.ts';
import { authRoutes, createAuthService } from './modules/auth/index.ts';
import { bookkeepingPlugin, registerBookkeepingFeeds } from './modules/bookkeeping/index.ts';
import { createHolidayService, holidayRoutes } from './modules/calendar/index.ts';
import { catalogRoutes, createCatalogService } from './modules/catalog/index.ts';
import { clientRoutes, createClientImportService, createClientService } from './modules/clients/index.ts';
import {
  createCtsDepositService,
  ctsDepositRoutes,
  ctsStatementBatchHandler,
} from './modules/cts-deposits/index.ts';
import { createDocumentOrderService, documentOrderRoutes } from './modules/document-orders/index.ts';
import { createDriverService, driverRoutes } from './modules/driver/index.ts';
import {
  createEmployeeFileService,
  createEmployeeImportService,
  createEmployeeService,
  createOpeningImportService,
  createPayrollVacationService,
  createPriorIncomeService,
  createScheduleService,
  createVacationService,
  createWorksheetService,
  employeeDocumentRoutes,
  employeePlanningRoutes,
  employeeRoutes,
  payrollVacationRoutes,
  priorIncomeRoutes,
  scopeOf,
} from './modules/employees/index.ts';
import { createEntityGroupService, entityGroupRoutes } from './modules/entity-groups/index.ts';
import {
  createFleetCatalogService,
  createVehicleDocumentService,
  createVehicleImportService,
  createVehicleService,
  fleetRoutes,
} from './modules/fleet/index.ts';
import {
  createLabourCertificateService,
  labourCertificateRoutes,
  quintaCertificatesBatch,
  registerLiquidacionMail,
} from './modules/labour-certificates/index.ts';
import { createNotificationService, notificationRoutes } from './modules/notifications/index.ts';
import {
  createServiceOrderService,
  createTravelOrderService,
  operationsRoutes,
} from './modules/operations/index.ts';
import {
  createAreaAccessService,
  createCompanyCertificateService,
  createCompanyService,
  createRolesAreasService,
  organisationRoutes,
} from './modules/organisation/index.ts';
import {
  createPayrollRunQueue,
  createPayrollRunService,
  payrollRunRoutes,
  registerRunMonths,
  startPayrollWorker,
} from './modules/payroll/index.ts';
import {
  createPayrollAdvanceService,
  createPayrollBonusGrantService,
  createPayrollDiscountService,
  payrollItemRoutes,
} from './modules/payroll-items/index.ts';
import { payrollSettingsPlugin } from './modules/payroll-settings/index.ts';
import {
  createEBoletaService,
  createPayslipService,
  eBoletaBatchHandler,
  eBoletaRoutes,
  payslipRoutes,
  registerHojaDocument,
} from './modules/payslips/index.ts';
import { createRateService, rateRoutes } from './modules/rates/index.ts';
import { createReferenceService, referenceRoutes } from './modules/references/index.ts';
import { createRemoteWorkService, remoteWorkRoutes } from './modules/remote-work/index.ts';
import { createRouteServices, routeMasterDataRoutes } from './modules/routes/index.ts';
import { createSalaryIncreaseService, salaryIncreaseRoutes } from './modules/salary-increases/index.ts';
import {
  createSecondFactorService,
  createSecuritySettingsService,
  secondFactorRoutes,
} from './modules/second-factor/index.ts';
import {
  createEmailEventService,
  createOutboxService,
  emailEventRoutes,
  outboxRoutes,
  resolveEventRecipients,
} from './modules/settings/index.ts';
import {
  createSettlementLineScanService,
  createSettlementService,
  settlementRoutes,
} from './modules/settlements/index.ts';
import { createTRegistroService, tRegistroRoutes } from './modules/t-registro/index.ts';
import {
  bankAccountRoutes,
  createBankAccountService,
  createExchangeRateService,
  createRevaluationService,
  createTreasuryAttachmentService,
  createTreasuryProcessingService,
  createTreasuryTransactionService,
  exchangeRateRoutes,
  registerTreasuryFeeds,
  treasuryPayrollRoutes,
  treasurySettingsRoutes,
  treasuryTransactionRoutes,
} from './modules/treasury/index.ts';
import { createUserService, userRoutes } from './modules/users/index.ts';
import { createViaticRateService, createViaticService, viaticRoutes } from './modules/viatics/index.ts';
import { PUBLIC } from './platform/access/access.ts';
import { registerAuthentication, requireAccessDeclarations } from './platform/auth/authenticate.ts';
import { createTokenSigner } from './platform/auth/tokens.ts';
import {
  type BatchRunner,
  createBatchRunner,
  createDocumentBatchQueue,
  documentBatchRoutes,
} from './platform/batches/index.ts';
import { useSecretsKey } from './platform/crypto/secret-box.ts';
import type { Deps } from './platform/deps.ts';
import { registerErrorHandler } from './platform/errors/error-handler.ts';
import { createLocalStorage } from './platform/files/file-storage.ts';
import { registerHeavyRequestLimit } from './platform/http/heavy-requests.ts';
import { registerRequestAbort } from './platform/http/request-abort.ts';
import { DOCS_CSP, registerSecurityHeaders } from './platform/http/security-headers.ts';
import { safeValidatorCompiler } from './platform/http/validator.ts';
import { createMailService } from './platform/mail/mail.service.ts';
import { registerRealtime } from './platform/realtime/realtime.ts';

export type BuildOptions = {
  config: AppConfig;
  db: Db;
  /** Background jobs' database (a pool with a longer statement timeout); `db` when not given. */
  jobDb?: Db;
  logger?: FastifyServerOptions['logger'];
};

/** The whole application without `listen`: the server starts it, tests call it with `inject`. */
export const buildApp = async ({ config, db, jobDb = db, logger }: BuildOptions) => {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurityHeaders(app);

  const signer = createTokenSigner(config.jwtSecret, config.accessTokenTtl);
  useSecretsKey(resolveSecretsKey(config));
  const storage = createLocalStorage(config.filesDir);
  const mail = createMailService(config, jobDb, app.log, resolveEventRecipients, storage);
  const deps: Deps = { config, db, signer, mail, log: app.log };
  const jobDeps: Deps = { ...deps, db: jobDb };
  // The mail worker runs only with SMTP configured; it stops before the database pool closes.
  app.addHook('onReady', () => mail.start());
  app.addHook('onClose', () => mail.stop());
  // Lower modules' schedule, vacation, holiday and remote-work writes recompute attendance days;
  // the fill-in stores days nothing touched (off in tests, which recompute on their own).
  registerAttendanceTriggers();
  // Approved payroll, advances, viatics and settlement balances arrive in treasury as pending movements.
  registerTreasuryFeeds();
  registerBookkeepingFeeds();
  // The employee record refuses an opening balance for a month whose monthly payroll is approved.
  registerRunMonths();
  const fill = attendanceFill(jobDb, app.log, { enabled: config.env !== 'test' });
  app.addHook('onReady', () => fill.start());
  app.addHook('onClose', () => fill.stop());
  // Whole-staff documents are made on their queue's worker; tests run them with `runQueued`.
  const batchQueue =
    config.env === 'test'
      ? null
      : createDocumentBatchQueue(jobDb, (err) => app.log.error({ err }, 'document batch queue error'));
  const documentBatches = createBatchRunner(
    jobDb,
    storage,
    {
      'cts-statements': ctsStatementBatchHandler(),
      'quinta-certificates': quintaCertificatesBatch(),
      'attendance-marks': attendanceMarksExportBatch(),
      'e-boletas': eBoletaBatchHandler({ db: jobDb, mail, storage, appUrl: config.appUrl }),
    },
    batchQueue,
    async (actor) => (await scopeOf(db, actor.user)).all,
  );
  // A liquidación's approval mails the worker the hoja and the certificado de trabajo (hoja first).
  registerHojaDocument();
  registerLiquidacionMail({ storage, mail });
  app.decorate('documentBatches', documentBatches);
  if (batchQueue) {
    app.addHook('onReady', () => documentBatches.startWorker());
    app.addHook('onClose', () => documentBatches.stop());
  }
  // Payroll runs compute on their queue's worker; tests call the computation themselves.
  const payrollQueue = config.env === 'test' ? null : createPayrollRunQueue(jobDeps);
  if (payrollQueue) {
    app.addHook('onReady', () => startPayrollWorker(jobDeps, payrollQueue));
    app.addHook('onClose', () => payrollQueue.stop());
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
  // Before authentication, so that its queries too stop when the client goes away.
  registerRequestAbort(app);
  requireAccessDeclarations(app);
  registerAuthentication(app, db, signer);
  registerHeavyRequestLimit(app, config.heavyRequestsPerUser);
  await registerRealtime(app, { db, signer });

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          config: { access: PUBLIC },
          schema: { tags: ['platform'], response: { 200: z.object({ status: z.literal('ok') }) } },
        },
        async () => {
          await db.execute('select 1');
          return { status: 'ok' as const };
        },
      );
      await api.register(documentBatchRoutes(documentBatches));
      await api.register(authRoutes(createAuthService(deps)));
      await api.register(userRoutes(createUserService(deps)));
      await api.register(
        secondFactorRoutes(createSecondFactorService(deps), createSecuritySettingsService(deps)),
      );
      await api.register(tRegistroRoutes(createTRegistroService(deps)));
      await api.register(catalogRoutes(createCatalogService(deps)));
      await api.register(employeeRoutes(createEmployeeService(deps)));
      await api.register(notificationRoutes(createNotificationService(deps)));
      await api.register(outboxRoutes(createOutboxService(deps)));
      await api.register(remoteWorkRoutes(createRemoteWorkService(deps)));
      await api.register(attendanceReportsRoutes(createAttendanceReportsService(deps)));
      await api.register(justificationRoutes(createJustificationService(deps, storage)));
      await api.register(salaryIncreaseRoutes(createSalaryIncreaseService(deps)));
      await api.register(additionalWorkRoutes(createAdditionalWorkService(deps)));
      await api.register(
        payrollItemRoutes({
          discounts: createPayrollDiscountService(deps),
          advances: createPayrollAdvanceService(deps),
          bonuses: createPayrollBonusGrantService(deps),
        }),
      );
      await api.register(payrollRunRoutes(createPayrollRunService({ ...deps, queue: payrollQueue })));
      await api.register(holidayRoutes(createHolidayService(deps)));
      await api.register(emailEventRoutes(createEmailEventService(deps)));
      await api.register(entityGroupRoutes(createEntityGroupService(deps)));
      await api.register(referenceRoutes(createReferenceService(deps)));
      await api.register(
        organisationRoutes({
          companies: createCompanyService(deps, storage),
          certificates: createCompanyCertificateService(deps),
          rolesAreas: createRolesAreasService(deps),
          areaAccess: createAreaAccessService(deps),
        }),
      );
      await api.register(routeMasterDataRoutes(createRouteServices(deps)));
      await api.register(employeePlanningRoutes(createScheduleService(deps), createVacationService(deps)));
      await api.register(
        employeeDocumentRoutes(
          createEmployeeFileService(deps, storage),
          createEmployeeImportService(deps),
          createWorksheetService(deps, storage),
        ),
      );
      await api.register(priorIncomeRoutes(createPriorIncomeService(deps), createOpeningImportService(deps)));
      await api.register(clientRoutes(createClientService(deps), createClientImportService(deps)));
      await api.register(rateRoutes(createRateService(deps)));
      await api.register(attendanceSettingsRoutes(createAttendanceSettingsService(deps)));
      await api.register(viaticRoutes(createViaticService(deps), createViaticRateService(deps)));
      await api.register(payrollSettingsPlugin(deps));
      await api.register(payrollVacationRoutes(createPayrollVacationService(deps)));
      await api.register(operationsRoutes(createServiceOrderService(deps), createTravelOrderService(deps)));
      await api.register(
        fleetRoutes(
          createVehicleService(deps),
          createFleetCatalogService(deps),
          createVehicleDocumentService(deps, storage),
          createVehicleImportService(deps),
        ),
      );
      await api.register(attendanceMarkRoutes(createAttendanceMarkService(deps, documentBatches)));
      await api.register(kioskDeviceRoutes(createKioskDeviceService(deps)));
      await api.register(driverRoutes(createDriverService(deps, storage)));
      await api.register(documentOrderRoutes(createDocumentOrderService(deps, storage)));
      await api.register(
        settlementRoutes(
          createSettlementService(deps, storage),
          createSettlementLineScanService(deps, storage),
        ),
      );
      await api.register(payslipRoutes(createPayslipService(deps)));
      await api.register(ctsDepositRoutes(createCtsDepositService(deps, documentBatches)));
      await api.register(labourCertificateRoutes(createLabourCertificateService(deps, documentBatches)));
      await api.register(eBoletaRoutes(createEBoletaService({ ...deps, storage, documentBatches })));
      await api.register(bankAccountRoutes(createBankAccountService(deps)));
      await api.register(exchangeRateRoutes(createExchangeRateService(deps), createRevaluationService(deps)));
      await api.register(
        treasuryTransactionRoutes({
          transactions: createTreasuryTransactionService(deps),
          processing: createTreasuryProcessingService(deps),
          attachments: createTreasuryAttachmentService(deps, storage),
        }),
      );
      await api.register(treasuryPayrollRoutes(deps));
      await api.register(treasurySettingsRoutes(deps));
      await api.register(bookkeepingPlugin(deps));
    },
    { prefix: '/api' },
  );

  const hasWeb = existsSync(join(config.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/, so those never change; index.html always may.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) {
      const lang = languageFromHeader(request.headers['accept-language']);
      return reply
        .status(404)
        .send({ code: 'ROUTE_NOT_FOUND', message: translateError(lang, 'ROUTE_NOT_FOUND') });
    }
    // A missing fingerprinted file is a 404, not the app shell (which would be parsed as a script).
    if (request.method === 'GET' && hasWeb && !request.url.startsWith('/assets/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .type('text/plain')
      .send('Not found. The web application is not built: run `npm run build`.');
  });

  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The whole-staff document jobs; API tests run the queued ones with `runQueued`. */
    documentBatches: BatchRunner;
  }
}
