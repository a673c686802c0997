import { type Language, languageFromHeader, ZActiveBody, ZIdBody, ZOk } from '@zerg/shared';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../access/access.ts';
import { type Actor, actorOf } from '../auth/current-user.ts';
import { sendXlsx } from '../export/xlsx.ts';
import { answers } from '../http/responses.ts';

/**
 * The two route sets master data has been published with. Each keeps its paths so clients and the
 * OpenAPI document stay as they are:
 * - `activate-deactivate`: list, export, register, update, get-edit, activate, deactivate (`{ok}`), select;
 * - `set-active`: list, export, get, create, update, set-active (`{id, isActive}`, answers the row).
 */
export type MasterDataShape = 'activate-deactivate' | 'set-active';

type Schemas = {
  query: z.ZodType;
  list: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  /** What create, update, get and (in the `set-active` shape) set-active answer. */
  row: z.ZodType;
  option?: z.ZodType;
};

/** What the routes call, typed by the schemas: a body as parsed, an answer as the schema takes it. */
export type MasterDataHandlers<S extends Schemas> = {
  list: (query: z.output<S['query']>) => Promise<z.input<S['list']>>;
  export: (query: z.output<S['query']>, lang: Language) => Promise<Buffer>;
  get?: (id: number) => Promise<z.input<S['row']>>;
  create: (actor: Actor, body: z.output<S['create']>) => Promise<z.input<S['row']>>;
  update: (actor: Actor, body: z.output<S['update']>) => Promise<z.input<S['row']>>;
  setActive: (actor: Actor, id: number, isActive: boolean) => Promise<unknown>;
  select?: () => Promise<z.input<NonNullable<S['option']>>[]>;
};

export type MasterDataRoutes<S extends Schemas> = {
  /** `/setting/zone`: every path hangs below it. */
  base: string;
  tags: readonly string[];
  access: Access;
  /** Who may call `select` when more than the resource's own section needs the picker. */
  selectAccess?: Access;
  shape: MasterDataShape;
  /** The export's file name, without `.xlsx`. */
  exportName: string;
  schemas: S;
  handlers: MasterDataHandlers<S>;
};

/**
 * Registers a master-data resource's routes: schema in, one handler call, schema out. The zod
 * validator parses each body before a handler runs and the serializer checks each answer, so the
 * bodies are typed here from the definition's schemas rather than by the type provider, which
 * cannot follow a schema that is a type parameter.
 */
export const registerMasterDataRoutes = <S extends Schemas>(
  zodApp: Parameters<FastifyPluginAsyncZod>[0],
  { base, access, selectAccess, shape, exportName, schemas, handlers, ...rest }: MasterDataRoutes<S>,
) => {
  const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  type Body<K extends keyof Schemas> = z.output<S[K] & z.ZodType>;
  const idOf = (body: unknown) => (body as z.output<typeof ZIdBody>).id;
  const config = { access };
  const tags = [...rest.tags];
  const byId = { tags, body: ZIdBody, response: answers(schemas.row) };
  app.post(
    `${base}/list`,
    { config, schema: { tags, body: schemas.query, response: answers(schemas.list) } },
    (req) => handlers.list(req.body as Body<'query'>),
  );
  app.post(`${base}/export`, { config, schema: { tags, body: schemas.query } }, async (req, reply) =>
    sendXlsx(
      reply,
      exportName,
      await handlers.export(req.body as Body<'query'>, languageFromHeader(req.headers['accept-language'])),
    ),
  );
  const { get } = handlers;
  if (shape === 'set-active' && get) {
    app.post(`${base}/get`, { config, schema: byId }, (req) => get(idOf(req.body)));
  }
  const create = shape === 'set-active' ? 'create' : 'register';
  app.post(
    `${base}/${create}`,
    { config, schema: { tags, body: schemas.create, response: answers(schemas.row) } },
    (req) => handlers.create(actorOf(req), req.body as Body<'create'>),
  );
  app.post(
    `${base}/update`,
    { config, schema: { tags, body: schemas.update, response: answers(schemas.row) } },
    (req) => handlers.update(actorOf(req), req.body as Body<'update'>),
  );
  if (shape === 'set-active') {
    app.post(
      `${base}/set-active`,
      { config, schema: { tags, body: ZActiveBody, response: answers(schemas.row) } },
      (req) => {
        const { id, isActive } = req.body as z.output<typeof ZActiveBody>;
        return handlers.setActive(actorOf(req), id, isActive);
      },
    );
  } else {
    if (get) app.post(`${base}/get-edit`, { config, schema: byId }, (req) => get(idOf(req.body)));
    const status = { config, schema: { tags, body: ZIdBody, response: answers(ZOk) } };
    app.post(`${base}/activate`, status, (req) => handlers.setActive(actorOf(req), idOf(req.body), true));
    app.post(`${base}/deactivate`, status, (req) => handlers.setActive(actorOf(req), idOf(req.body), false));
  }
  const { select } = handlers;
  if (select && schemas.option) {
    app.post(
      `${base}/select`,
      {
        config: { access: selectAccess ?? access },
        schema: { tags, response: answers(z.array(schemas.option)) },
      },
      () => select(),
    );
  }
};
