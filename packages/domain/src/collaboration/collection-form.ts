import { collectErrors, required } from '../forms/field-rules.js'
import type { FieldErrors } from '../forms/field-rules.js'

/** The collection edit screen (and the name of a new collection). */
export type CollectionFormValues = { name: string; is_public: boolean }

/**
 * Collection: a name is required.
 *
 * @example
 * validateCollection({ name: '' }) // { name: 'Name is required' }
 */
export function validateCollection(values: Partial<CollectionFormValues>): FieldErrors<keyof CollectionFormValues> {
  return collectErrors({ name: required(values.name, 'Name'), is_public: undefined })
}
