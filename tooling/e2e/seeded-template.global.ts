// vitest globalSetup of the end-to-end projects (idx, admin): seed the end-to-end template (tooling/e2e/seeded-template.ts)
// once, before any test file starts, so the first file's beforeAll does not spend its timeout on a
// seed of the whole demo market (minutes on a busy machine) while the others wait on its lock.
import { seededTemplateDir } from './server.js'

export default async function seedTemplateOnce(): Promise<void> {
  await seededTemplateDir()
}
