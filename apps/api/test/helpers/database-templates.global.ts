// vitest globalSetup of the API's projects: the databases test files start from, made once per run
// before any file starts (test/helpers/database-templates.ts), and handed to the workers by inject().
import type { TestProject } from 'vitest/node'
import { pgliteTemplates, postgresTemplate } from './database-templates.js'

export default async function makeDatabaseTemplates(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (project.config.env?.IDX_TEST_ENGINE !== 'postgres') {
    project.provide('databaseTemplates', await pgliteTemplates())
    return
  }
  const template = await postgresTemplate(
    process.env.IDX_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  )
  project.provide('databaseTemplates', { postgresTemplate: template.name })
  return template.drop
}
