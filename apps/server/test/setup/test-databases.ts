import pg from 'pg';

/** The address of database `name` on the server `url` points at. */
export const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** One statement on a connection of its own: `CREATE`/`DROP DATABASE` run outside any transaction. */
export const adminQuery = async (adminUrl: string, text: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};
