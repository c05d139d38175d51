import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { CliIo } from './cli-command.js'

/** What the RESO importer's module (src/feeds/reso/import-command.ts) exports for `idx import`. */
interface ImportCommandModule {
  runImportCommand(args: string[], io: CliIo, db: Kysely<Database>): Promise<number>
}

export const IMPORT_NOT_AVAILABLE = 'import is not available in this build'

/**
 * Loads the RESO importer's command when this build has it. The specifier is a literal (cast so
 * the type checker does not require the file): tsup bundles the module when it exists, and
 * tsup.config.ts leaves the import external when it does not, so it fails here at run time.
 */
export async function loadImportCommand(): Promise<ImportCommandModule | null> {
  try {
    const module = (await import('../feeds/reso/import-command.js' as string)) as Partial<ImportCommandModule>
    return typeof module.runImportCommand === 'function' ? (module as ImportCommandModule) : null
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String(error).includes('import-command')) {
      return null
    }
    throw error
  }
}
