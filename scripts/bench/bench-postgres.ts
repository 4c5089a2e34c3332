import type { TestProject } from 'vitest/node';
import startPostgres from '../../server/test/global-setup';

/**
 * Runs `measure` against a fresh database of its own on the throwaway PostgreSQL the server tests use
 * (started here, stopped after), named `fablehold_bench_<name>`.
 */
export async function onBenchPostgres(name: string, measure: (url: string) => Promise<void>): Promise<void> {
  let adminUrl: string | undefined;
  const stopPostgres = await startPostgres({
    // The setup provides more than the URL (the started templates too): keep the URL only.
    provide: (key: string, value: string) => {
      if (key === 'postgresAdminUrl') adminUrl = value;
    },
  } as unknown as TestProject);
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`CREATE DATABASE fablehold_bench_${name}`);
    await client.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/fablehold_bench_${name}`;
    await measure(url.toString());
  } finally {
    await stopPostgres();
  }
}
