import type { Language, TAgingQuery, TClientAccountQuery, TCollectionListQuery } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { agingReport } from './aging.ts';
import { agingExport } from './aging-export.ts';
import { clientAccount, clientBalance } from './client-account.ts';
import { collectionAccounts, findCollection, listCollections, writeOffsOf } from './collection.repository.ts';
import { collectionExport } from './collection-export.ts';
import { registerCollection } from './register-collection.ts';
import { writeOff } from './write-off.ts';

/**
 * Receivables and collections (section 48). Access is the section's (the routes declare it); the
 * writes are `registerCollection` and `writeOff`, each one transaction with its audit entry.
 */
export const createReceivablesService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  const register = registerCollection(deps);
  const writeOffDocument = writeOff(deps);
  const get = async (id: number) => {
    const row = await findCollection(db, id);
    if (!row) throw notFound();
    return row;
  };
  return {
    list: (query: TCollectionListQuery) => listCollections(db, query),
    export: (actor: Actor, query: TCollectionListQuery, lang: Language) =>
      collectionExport.answer(deps, actor, query, lang),
    get,
    register: async (...args: Parameters<typeof register>) => get(await register(...args)),
    writeOff: async (...args: Parameters<typeof writeOffDocument>) => {
      const [row] = await writeOffsOf(db, { id: await writeOffDocument(...args) });
      if (!row) throw notFound();
      return row;
    },
    clientAccount: (query: TClientAccountQuery) => clientAccount(db, query, limaToday()),
    clientBalance: (clientId: number) => clientBalance(db, clientId, limaToday()),
    aging: (query: TAgingQuery) => agingReport(db, query, limaToday()),
    exportAging: (actor: Actor, query: TAgingQuery, lang: Language) =>
      agingExport.answer(
        deps,
        actor,
        { ...query, filters: { ...query.filters, asOf: query.filters?.asOf ?? limaToday() } },
        lang,
      ),
    accounts: (companyId: number | undefined) => collectionAccounts(db, companyId),
  };
};

export type ReceivablesService = ReturnType<typeof createReceivablesService>;
