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
  /** The feed's MemberMlsId and the Member's OfficeKey and OfficeMlsId (migration 0028): who is the brokerage's. */
  mls_id: string | null
  office_key: string | null
  office_mls_id: string | null
}

/** The tables agents/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface AgentsTables {
  agents: AgentsTable
}
