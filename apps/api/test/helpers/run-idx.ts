import type { Kysely } from 'kysely'
import { runCli } from '../../src/cli/run-cli.js'
import type { Database } from '../../src/db/schema.js'

/**
 * `idx <args>` as an operator runs it, in this process on the test's database (the command's
 * "close" leaves it open for the next test): its exit code and what it printed on each stream.
 *
 * @example
 * const { code, out } = await runIdx(t.db, 'update-market', '1', '--name', 'Austin')
 */
export async function runIdx(
  db: Kysely<Database>,
  ...args: string[]
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(
    args,
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    {},
    { openDatabase: async () => ({ db, engine: 'pglite', close: async () => undefined }) },
  )
  return { code, out: out.join(''), err: err.join('') }
}
