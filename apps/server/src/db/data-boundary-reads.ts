/**
 * Reads across modules not yet moved behind their owner's entry: file → the tables of other modules
 * it selects from or joins (Drizzle or interpolated into SQL). Each is a join the file makes to show
 * a name, filter a list or count rows, written before modules kept to their own data. The list only
 * shrinks: data-boundary.unit.test.ts fails on a read that is not here and on an entry that is no
 * longer needed. A new read goes through the owner's entry instead: a read function it exports, or,
 * for a paged list that must join (an employee's name in a list), a named join helper it documents.
 * Writes and table names in SQL text are never listed: they are refused outright.
 */
export const READS_TO_MOVE: Readonly<Record<string, readonly string[]>> = {};
