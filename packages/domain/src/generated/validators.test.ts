import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GENERATED_VALIDATORS, validatorSource } from '../../scripts/validators-source.js'

describe('ahead-of-time validators', () => {
  it.each(GENERATED_VALIDATORS.map((entry) => [entry.file, entry] as const))(
    '%s matches its schema (else run `pnpm --filter @idx/domain generate`)',
    (file, entry) => {
      expect(readFileSync(join(import.meta.dirname, file), 'utf8')).toBe(validatorSource(entry))
    },
  )
})
