export type NamespaceMessages = Record<string, Record<string, unknown>>;

/** `{ './users.json': texts }` as `{ users: texts }`: one language's namespaces by name. */
export const byNamespace = (files: Record<string, Record<string, unknown>>): NamespaceMessages =>
  Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.slice(2, -'.json'.length), texts]));
