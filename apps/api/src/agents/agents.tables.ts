export interface AgentsTable {
  id: number
  feed_id: number | null
  first_name: string
  last_name: string
  email: string | null
  sms_number: string | null
  broker_name: string | null
  office_phone: string | null
  bio: string | null
  picture_url: string | null
  license_state: string | null
  license_number: string | null
  share_token: string | null
}

/** The tables agents/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface AgentsTables {
  agents: AgentsTable
}
