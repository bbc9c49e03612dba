import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPostgres } from '../db/client.ts';
import { startThrowAwayPostgres, type ThrowAwayPostgres } from './postgres-server.ts';

export const TEMPLATE_DATABASE = 'wayfare_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** Starts (or borrows, with TEST_DATABASE_URL) a PostgreSQL server and migrates a template database once. */
export default async function setup(project: TestProject) {
  const server: ThrowAwayPostgres | undefined = process.env.TEST_DATABASE_URL
    ? undefined
    : await startThrowAwayPostgres();
  const adminUrl = process.env.TEST_DATABASE_URL ?? server!.adminUrl;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = await connectPostgres(templateUrl.toString(), 1);
  await template.migrate();
  await template.close();
  project.provide('postgresAdminUrl', adminUrl);
  return () => server?.stop();
}
