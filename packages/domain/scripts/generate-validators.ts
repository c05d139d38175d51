// `pnpm --filter @idx/domain generate`: writes src/generated/*.ts (see validators-source.ts).
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { GENERATED_VALIDATORS, validatorSource } from './validators-source.js'

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'generated')
for (const entry of GENERATED_VALIDATORS) {
  writeFileSync(join(dir, entry.file), validatorSource(entry))
  console.log(`wrote src/generated/${entry.file}`)
}
