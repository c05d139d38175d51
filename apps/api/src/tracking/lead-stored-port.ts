import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.js'

/** What a lead's follow-up is told: the lead, where to warn, and IDX_PUBLIC_URL when set. */
export interface LeadStoredInput {
  leadId: number
  log: { warn(details: object, message: string): void }
  publicOrigin?: string | null | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Everything a newly stored lead sets off (where it goes, its e-mails, its CRM webhook), run in
     * the transaction that stored it. A port: leads/ implements it (leadReceived) and the
     * composition root (app.ts) decorates the app with it, so tracking/ stores leads without
     * importing leads/, which reads the leads table tracking/ owns.
     */
    leadStored: (trx: Transaction<Database>, input: LeadStoredInput) => Promise<unknown>
  }
}
