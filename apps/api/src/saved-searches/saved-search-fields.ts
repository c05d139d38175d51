import { validateSavedSearch, type AlertFrequency } from '@idx/domain'
import { COLLECTION_NAME_MAX } from '../collections/index.js'
import { ApiError } from '../http/errors.js'

const ATTRIBUTES = '/data/attributes'

/** The 422 of a name over COLLECTION_NAME_MAX characters. */
export const NAME_TOO_LONG = `Name is too long (${COLLECTION_NAME_MAX} characters at most)`

/**
 * A saved search's name and frequency as a create or an update gives them (undefined: left out of
 * an update), checked with the rule the browser's form uses (`validateSavedSearch`: a name, a
 * frequency among the six) and the longest name; a 422 at the attribute otherwise. Answers the
 * name trimmed.
 *
 * @example
 * checkedNameAndFrequency({ name: ' Condos ', frequency: 'weekly' }) // { name: 'Condos', frequency: 'weekly' }
 * checkedNameAndFrequency({ frequency: 'yearly' }) // throws 422 at /data/attributes/frequency
 */
export function checkedNameAndFrequency(values: { name?: string | undefined; frequency?: string | undefined }): {
  name?: string
  frequency?: AlertFrequency
} {
  const problems = validateSavedSearch({ name: values.name ?? 'kept', frequency: values.frequency ?? 'daily' })
  if (problems.name !== undefined) throw new ApiError(422, problems.name, `${ATTRIBUTES}/name`)
  if (problems.frequency !== undefined) throw new ApiError(422, problems.frequency, `${ATTRIBUTES}/frequency`)
  const name = values.name?.trim()
  if (name !== undefined && [...name].length > COLLECTION_NAME_MAX) {
    throw new ApiError(422, NAME_TOO_LONG, `${ATTRIBUTES}/name`)
  }
  return {
    ...(name === undefined ? {} : { name }),
    ...(values.frequency === undefined ? {} : { frequency: values.frequency as AlertFrequency }),
  }
}
