/**
 * Who listed a listing, as its RESO Property record says (ListOfficeMlsId, ListOfficeKey,
 * ListAgentMlsId, ListAgentKey), and the agent it is linked to already (null: none).
 */
export interface ResoListedBy {
  officeMlsId: string | null
  officeKey: string | null
  agentMlsId: string | null
  agentKey: string | null
  /** The listing's agent before the match (kept when no Member matches its list agent). */
  agentId?: number | null
}

/** An agent a Member record brought: its MemberKey, MemberMlsId and its office's ids. */
export interface BrokerageAgent {
  id: number
  key: string | null
  mlsId: string | null
  officeKey: string | null
  officeMlsId: string | null
}

/** A feed's brokerage offices and its agents, looked up by id, MemberKey and MemberMlsId. */
export interface BrokerageDirectory {
  offices: ReadonlySet<string>
  byId: ReadonlyMap<number, BrokerageAgent>
  byKey: ReadonlyMap<string, BrokerageAgent>
  byMlsId: ReadonlyMap<string, BrokerageAgent>
}

/** What a listing is to the site's brokerage: its own or not, and its agent (null: none known). */
export interface BrokerageMatch {
  brokerListing: boolean
  agentId: number | null
}

/**
 * The lookups `brokerageListing` reads: the office ids the operator named (an MLS office id or an
 * office key, as the feed spells them) and the feed's agents. An agent sent twice under one key
 * is the later one.
 *
 * @example
 * brokerageDirectory(['LSR01'], [{ id: 7, key: 'M1', mlsId: 'A77', officeKey: 'O1', officeMlsId: 'LSR01' }])
 * // { offices: Set { 'LSR01' }, byKey: Map { 'M1' => … }, byMlsId: Map { 'A77' => … }, … }
 */
export function brokerageDirectory(offices: Iterable<string>, agents: Iterable<BrokerageAgent>): BrokerageDirectory {
  const byId = new Map<number, BrokerageAgent>()
  const byKey = new Map<string, BrokerageAgent>()
  const byMlsId = new Map<string, BrokerageAgent>()
  for (const agent of agents) {
    byId.set(agent.id, agent)
    if (agent.key !== null) byKey.set(agent.key, agent)
    if (agent.mlsId !== null) byMlsId.set(agent.mlsId, agent)
  }
  return { offices: new Set(offices), byId, byKey, byMlsId }
}

/**
 * Whether a listing is the brokerage's own and who its agent is. The list agent is the Member
 * whose MemberKey is the ListAgentKey, else whose MemberMlsId is the ListAgentMlsId, else the
 * agent it had. It is the brokerage's when its ListOfficeMlsId or ListOfficeKey is one of the
 * brokerage's offices, or its list agent's office is.
 *
 * @example
 * const directory = brokerageDirectory(['LSR01'], [{ id: 7, key: 'M1', mlsId: 'A77', officeKey: 'O1', officeMlsId: 'LSR01' }])
 * brokerageListing({ officeMlsId: null, officeKey: 'O9', agentMlsId: 'A77', agentKey: null }, directory)
 * // { brokerListing: true, agentId: 7 }
 */
export function brokerageListing(listedBy: ResoListedBy, directory: BrokerageDirectory): BrokerageMatch {
  const agent =
    (listedBy.agentKey === null ? undefined : directory.byKey.get(listedBy.agentKey)) ??
    (listedBy.agentMlsId === null ? undefined : directory.byMlsId.get(listedBy.agentMlsId)) ??
    (listedBy.agentId == null ? undefined : directory.byId.get(listedBy.agentId))
  const ours = (id: string | null | undefined) => id != null && directory.offices.has(id)
  const brokerListing =
    ours(listedBy.officeMlsId) || ours(listedBy.officeKey) || ours(agent?.officeMlsId) || ours(agent?.officeKey)
  return { brokerListing, agentId: agent?.id ?? listedBy.agentId ?? null }
}
