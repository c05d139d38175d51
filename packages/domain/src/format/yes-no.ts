import { NOT_AVAILABLE_TEXT } from './not-available.js'

/**
 * A boolean fact as 'Yes' or 'No'; a missing value shows 'N/A' rather than
 * claiming 'No'.
 *
 * @example
 * formatYesNo(true)  // 'Yes'
 * formatYesNo(null)  // 'N/A'
 */
export function formatYesNo(value: boolean | null | undefined): 'Yes' | 'No' | 'N/A' {
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  return NOT_AVAILABLE_TEXT
}
