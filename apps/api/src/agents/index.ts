export { agentAttributeProperties, agentResourceSchema } from './agent-schemas.js'
export {
  AGENT_COLUMNS,
  agentWorksForSite,
  findSiteAgent,
  findSiteFeed,
  type SiteAgentRow,
} from './agents.repository.js'
export { agentResource } from './agents.service.js'
export type { AgentsTable } from './agents.tables.js'
