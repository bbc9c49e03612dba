import { assertProductionBuild, createTemplate } from './harness/server.ts';

/**
 * Stops the run at once, with the command to run, when there is no production build to test; then
 * makes the template database every test's server starts from (harness/server.ts).
 */
export default async function globalSetup() {
  assertProductionBuild();
  return await createTemplate();
}
