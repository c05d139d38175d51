import type { LabelledValue } from '@idx/domain'

type FieldValue = LabelledValue['value'] | undefined

/**
 * A detail section's labelled fields, leaving out what the listing does not have (null,
 * undefined, empty text): the demo seed's and a pocket listing's sections alike.
 *
 * @example
 * labelledFields(['Stories', 2], ['Roof', null]) // [{ label: 'Stories', value: 2 }]
 */
export function labelledFields(...pairs: readonly (readonly [label: string, value: FieldValue])[]): LabelledValue[] {
  return pairs
    .filter((pair): pair is readonly [string, LabelledValue['value']] => pair[1] != null && pair[1] !== '')
    .map(([label, value]) => ({ label, value }))
}
