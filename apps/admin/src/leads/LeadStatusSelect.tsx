import { errorMessage, LEAD_STATUSES, type ApiError, type LeadStatus } from '@idx/api-client'
import type { LeadsApi } from '../admin-api.js'
import { useFlash } from '@idx/ui'
import { LEAD_STATUS_LABELS } from './lead-format.js'

/**
 * A lead's status as a select that saves as soon as it changes (PATCH leads/{id}) and says so in
 * a flash; a refusal is flashed as the server words it, and the select shows the stored status.
 */
export function LeadStatusSelect({
  api,
  leadId,
  status,
  label,
}: {
  api: LeadsApi
  leadId: string
  status: LeadStatus
  /** The select's accessible name, e.g. "Status of Jane Buyer's lead". */
  label: string
}) {
  const flash = useFlash()
  const [updateLead, { isLoading }] = api.useUpdateLeadMutation()

  async function change(next: LeadStatus) {
    const result = await updateLead({ id: leadId, status: next })
    if ('error' in result && result.error) flash(errorMessage(result.error as ApiError), 'error')
    else flash(`Status changed to ${LEAD_STATUS_LABELS[next]}`)
  }

  return (
    <span className="lead-status-select">
      <select
        value={status}
        disabled={isLoading}
        aria-label={label}
        onChange={(event) => void change(event.target.value as LeadStatus)}
      >
        {LEAD_STATUSES.map((value) => (
          <option key={value} value={value}>
            {LEAD_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
    </span>
  )
}
