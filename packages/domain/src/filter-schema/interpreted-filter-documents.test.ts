import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { austinMarket } from '../search-form/austin-market.fixture.js'
import { validateFilterSchemaStructure } from './filter-schema-document.js'
import { validateFilterView } from './filter-view-document.js'
import { checkFilterSchemaStructure, checkFilterView } from './interpreted-filter-documents.js'

type Mutable = Record<string, unknown>

const junk = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -1, max: 3 }),
  fc.constantFrom('', 'tabs', 'dropdown', 'popup', 'min-max', 'range', 'boolean', 'nope', 'string', 'object'),
  fc.constant([]),
  fc.constant({}),
  fc.constant([{ label: 'A', value: 'a' }]),
)
// One change at a path of a market's documents: a member set to something, or removed.
const change = fc.record({
  path: fc.array(
    fc.oneof(
      fc.constantFrom(0, 1, 2),
      fc.constantFrom(
        'properties',
        'bedrooms',
        'purchase_type',
        'groups',
        'fields',
        'name',
        'display',
        'title',
        'type',
        'x-chip',
        'x-options',
        'value',
        'colour',
        'definitions',
        'money',
        'minimum',
      ),
    ),
    { minLength: 1, maxLength: 4 },
  ),
  value: fc.option(junk, { nil: undefined }),
})

function mutated(document: unknown, changes: readonly { path: (string | number)[]; value: unknown }[]): unknown {
  const copy = structuredClone(document) as Mutable
  for (const { path, value } of changes) {
    let node: Mutable | unknown = copy
    for (const key of path.slice(0, -1)) {
      if (typeof node !== 'object' || node === null) break
      node = (node as Mutable)[key as string]
    }
    if (typeof node !== 'object' || node === null) continue
    const last = path[path.length - 1]!
    // Documents come as JSON: an array loses an item (no hole), and no value is shared.
    if (value === undefined && Array.isArray(node)) node.splice(Number(last), 1)
    else if (value === undefined) delete (node as Mutable)[last]
    else (node as Mutable)[last] = structuredClone(value)
  }
  return copy
}

describe('the interpreted filter documents', () => {
  it('accept the demo market as the generated validators do', () => {
    const schema = checkFilterSchemaStructure(austinMarket.filter_schema)
    expect(schema.ok).toBe(true)
    expect(checkFilterView(austinMarket.filter_view, schema.ok ? schema.schema : undefined).ok).toBe(true)
  })

  it('accept and refuse the same filter schemas and views as the generated validators', () => {
    const seen = { accepted: 0, refused: 0 }
    fc.assert(
      fc.property(
        fc.array(change, { minLength: 1, maxLength: 3 }),
        fc.array(change, { maxLength: 2 }),
        (schemaChanges, viewChanges) => {
          const schemaDocument = mutated(austinMarket.filter_schema, schemaChanges)
          const checked = checkFilterSchemaStructure(schemaDocument)
          const validated = validateFilterSchemaStructure(schemaDocument)
          expect(checked.ok).toBe(validated.ok)
          seen[validated.ok ? 'accepted' : 'refused']++
          const schema = validated.ok ? validated.schema : undefined
          const viewDocument = mutated(austinMarket.filter_view, viewChanges)
          expect(checkFilterView(viewDocument, schema).ok).toBe(validateFilterView(viewDocument, schema).ok)
        },
      ),
      { numRuns: 400 },
    )
    // Both answers were compared, not only one.
    expect(seen.accepted).toBeGreaterThan(20)
    expect(seen.refused).toBeGreaterThan(20)
  })

  it('names an unknown filter field as the schema editor does', () => {
    const document = mutated(austinMarket.filter_schema, [
      { path: ['properties', 'colour'], value: { title: 'Colour', type: 'object', properties: { value: {} } } },
    ])
    const checked = checkFilterSchemaStructure(document)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.errors.map((error) => error.path)).toContain('/properties/colour')
  })
})
