import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { BatchHandlers, BatchRunner } from './batches/index.ts';
import type { CacheRegistry } from './cache/live-cache.ts';
import type { Deps } from './deps.ts';
import type { ExportJob } from './export/list-export.ts';
import type { FileStorage } from './files/file-storage.ts';
import type { ScheduledTask } from './jobs/schedules.ts';

/** What the app hands every module while it is built; a service factory takes it as its `Deps`. */
export type ModuleBase = Deps & {
  /** The background jobs' database (a pool with a longer statement timeout); `db` when there is none. */
  jobDb: Db;
  storage: FileStorage;
  /** Whether background queues run in this process; off in tests, which run their jobs themselves. */
  background: boolean;
  /** This instance's caches that database writes invalidate (platform/cache). */
  caches: CacheRegistry;
};

/** The base and the app's document batch runner, built from every module's `batches`. */
export type ModuleContext = ModuleBase & { documentBatches: BatchRunner };

/** Background work of a module: started when the app is ready, stopped before the database closes. */
export type ModuleWorker = { start: () => Promise<void> | void; stop: () => Promise<void> | void };

export type ModuleParts = {
  /** Every route of the module, registered under `/api`. */
  routes: FastifyPluginAsyncZod;
  worker?: ModuleWorker;
  /**
   * Periodic work (`platform/jobs/schedules.ts`): run once per occurrence by whichever instance
   * takes it, never in a timer of every process. Registered only where background work runs.
   */
  schedules?: ScheduledTask[];
};

/**
 * Everything a module gives the app, exported once from its `index.ts`. `app.ts` holds the ordered
 * list of manifests and registers each the same way: first every `listen`, then every `batches`
 * (the runner needs all of them), then `setup` in the list's order.
 */
export type ModuleManifest = {
  /** The module's folder name. */
  name: string;
  /**
   * Subscribes the module's listeners to platform events (`platform/events`). Called once per app
   * built, before any request; listeners of one event run in the order of the manifests.
   */
  listen?: (base: ModuleBase) => void;
  /** The whole-staff document kinds the module makes (`platform/batches`). */
  batches?: (base: ModuleBase) => BatchHandlers;
  /**
   * The module's Excel exports (`defineListExport`): the one `export` batch kind builds those above
   * `EXPORT_JOB_ROWS` rows and finds them here by name.
   */
  exports?: ExportJob[];
  /** Builds the module's services once per app: its routes, background worker and schedules, if any. */
  setup: (ctx: ModuleContext) => ModuleParts;
};

/** One plugin of a module's several route plugins, registered in the order given. */
export const routesOf =
  (...plugins: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod =>
  async (app) => {
    for (const plugin of plugins) await app.register(plugin);
  };
