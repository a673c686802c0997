// Apart from the list schemas, so the web's first load can take the numbers without zod.
export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 500;
