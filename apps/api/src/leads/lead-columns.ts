/**
 * The lead's own columns that every reading of a lead selects (the admin's leads list and
 * detail, the lead's e-mail and webhook payload): one list, so a column the form gains is read
 * alike wherever a lead is shown. Each query adds the joins and columns only it needs.
 */
export const LEAD_COLUMNS = [
  'leads.id',
  'leads.created_at',
  'leads.updated_at',
  'leads.status',
  'leads.form_name',
  'leads.lead_type',
  'leads.first_name',
  'leads.last_name',
  'leads.email',
  'leads.phone_number',
  'leads.message',
  'leads.property',
  'leads.source_url',
  'leads.consent_opt_in',
  'leads.consent_text',
  'leads.consent_at',
  'leads.routed_via',
  'leads.routed_to',
] as const
