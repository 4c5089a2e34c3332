import pg from 'pg';
import { inject } from 'vitest';

/**
 * A new database in the test cluster, so that test files never share state: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createTestDatabase(template?: string): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `fablehold_${crypto.randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
