/**
 * A list's state in the address bar, so back, reload and a shared link show the same rows:
 * `?q=ana&sort=-fullName&page=2&size=50&f.areaId=3`. A screen with more than one list gives each
 * a key that prefixes its parameters (`zones.page=2`), so the lists never read each other's state.
 * Defaults are left out, so an untouched list keeps a clean address.
 */
export type ListUrlState = {
  page: number;
  perPage: number;
  q: string;
  sortBy: string | undefined;
  sortDesc: boolean;
  filters: Record<string, unknown>;
};

export type ListUrlDefaults = {
  perPage: number;
  sortBy: string | undefined;
  sortDesc: boolean;
  filters: Record<string, unknown>;
};

const FILTER = 'f.';

export const listUrlPrefix = (key: string | undefined): string => (key ? `${key}.` : '');

const looksLikeJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

// Plain text stays readable; numbers, booleans, arrays, and text that would read back as one of
// them, travel as JSON so a filter comes back with the type its select compares against.
export const encodeFilterValue = (value: unknown): string =>
  typeof value === 'string' && !looksLikeJson(value) ? value : JSON.stringify(value);

export const decodeFilterValue = (raw: string): unknown => {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

const isSet = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The parameters that belong to one list, as one string: a stable key for memoising. */
export const listUrlSignature = (params: URLSearchParams, prefix: string): string =>
  [...params.entries()]
    .filter(([key]) => key.startsWith(prefix) && isListKey(key.slice(prefix.length)))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

const isListKey = (key: string): boolean =>
  key === 'q' || key === 'page' || key === 'size' || key === 'sort' || key.startsWith(FILTER);

export const readListUrl = (
  params: URLSearchParams,
  prefix: string,
  defaults: ListUrlDefaults,
  maxPerPage: number,
): ListUrlState => {
  const get = (key: string) => params.get(prefix + key);
  const page = Number(get('page'));
  const size = Number(get('size'));
  const sort = get('sort');
  const filters: Record<string, unknown> = { ...defaults.filters };
  for (const [key, raw] of params.entries()) {
    if (!key.startsWith(prefix + FILTER)) continue;
    const name = key.slice(prefix.length + FILTER.length);
    // `f.state=` (empty) records that the user cleared a filter the screen starts with.
    if (name) filters[name] = decodeFilterValue(raw);
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: Number.isInteger(size) && size > 0 && size <= maxPerPage ? size : defaults.perPage,
    q: get('q')?.trim() ?? '',
    sortBy: sort === null ? defaults.sortBy : sort.replace(/^-/, '') || undefined,
    sortDesc: sort === null ? defaults.sortDesc : sort.startsWith('-'),
    filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => isSet(value))),
  };
};

/** `current` with this list's parameters replaced by `state`; other lists' and the page's kept. */
export const writeListUrl = (
  current: URLSearchParams,
  prefix: string,
  state: ListUrlState,
  defaults: ListUrlDefaults,
): URLSearchParams => {
  const next = new URLSearchParams();
  for (const [key, value] of current.entries()) {
    if (!(key.startsWith(prefix) && isListKey(key.slice(prefix.length)))) next.append(key, value);
  }
  if (state.q) next.set(`${prefix}q`, state.q);
  const sortChanged =
    state.sortBy !== defaults.sortBy || (state.sortBy !== undefined && state.sortDesc !== defaults.sortDesc);
  if (sortChanged)
    next.set(`${prefix}sort`, state.sortBy ? `${state.sortDesc ? '-' : ''}${state.sortBy}` : '');
  for (const [name, value] of Object.entries(state.filters)) {
    const fromDefault =
      isSet(defaults.filters[name]) && encodeFilterValue(defaults.filters[name]) === encodeFilterValue(value);
    if (isSet(value) && !fromDefault) next.set(prefix + FILTER + name, encodeFilterValue(value));
  }
  for (const name of Object.keys(defaults.filters)) {
    if (!isSet(state.filters[name])) next.set(prefix + FILTER + name, '');
  }
  if (state.page > 1) next.set(`${prefix}page`, String(state.page));
  // The page number means nothing without its size: a shared link carries both.
  if (state.perPage !== defaults.perPage || state.page > 1) next.set(`${prefix}size`, String(state.perPage));
  return next;
};

/**
 * `current` after one change to this list, the change read against the list's state in `current`
 * itself: two changes made one after the other before the router shows the first (a debounced search
 * firing as a filter is picked) keep both when the second starts from the first's result.
 */
export const changeListUrl = (
  current: URLSearchParams,
  prefix: string,
  defaults: ListUrlDefaults,
  maxPerPage: number,
  change: Partial<ListUrlState> | ((latest: ListUrlState) => Partial<ListUrlState>),
): URLSearchParams => {
  const latest = readListUrl(current, prefix, defaults, maxPerPage);
  const changed = typeof change === 'function' ? change(latest) : change;
  return writeListUrl(current, prefix, { ...latest, ...changed }, defaults);
};
