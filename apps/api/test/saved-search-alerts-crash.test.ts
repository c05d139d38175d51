import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'
import { describe, expect, it } from 'vitest'
import { claimJobs } from '../src/jobs/claim-jobs.js'
import { releaseAllClaims } from '../src/jobs/release-all-claims.js'
import { runDueJobs } from '../src/jobs/run-due-jobs.js'
import { outboxMailer } from '../src/mail/outbox-mailer.js'
import type { Mailer } from '../src/mail/mailer.js'
import { savedSearchAlertHandlers } from '../src/saved-searches/alerts/alert-jobs.js'
import { matchNewChanges } from '../src/saved-searches/alerts/match-changes.js'
import { ALERT_JOB, runAlerts, type AlertJobPayload } from '../src/saved-searches/alerts/run-alerts.js'
import { outboxSms } from '../src/sms/outbox-sms.js'
import { signedInPerson, type Person } from './helpers/collection-people.js'
import { insertBasics } from './helpers/fixtures.js'
import { changeListing, insertSavedSearch, listListing } from './helpers/saved-search-rows.js'
import { withTestApp } from './helpers/test-app.js'

// Exactly once across crashes: the process dies (simulated by a statement that throws, which
// aborts the transaction as a killed process's connection would) before, during and after each
// step of matching, running and sending, and the restarted work leaves every match matched once
// and every digest in the outbox once.

const ORIGIN = 'https://homes.example'
const DAY = 86_400_000
const log = { warn: () => undefined, error: () => undefined }
const pass = { workerId: 'test', limit: 50, leaseMs: 60_000, backoff: { baseMs: 1, maxMs: 1 }, log }

/** Makes the first statement whose SQL contains `text` fail, as a process dying there would. */
class CrashAt implements KyselyPlugin {
  crashed = false
  constructor(private readonly text: string) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!this.crashed && JSON.stringify(node).includes(this.text)) {
      this.crashed = true
      throw new Error(`simulated crash at "${this.text}"`)
    }
    return node
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result
  }
}

let owner: Person
const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    owner = await signedInPerson(db, 'Olive', 'crash')
  },
})

let clock = Date.now() + DAY
function later(): Date {
  clock += 2 * DAY
  return new Date(clock)
}

function handlers(mailer: Mailer = outboxMailer(t.db)) {
  return savedSearchAlertHandlers({ db: t.db, mailer, sms: outboxSms(t.db), publicOrigin: ORIGIN })
}

async function sendQueued(mailer?: Mailer) {
  for (let claimed = -1; claimed !== 0;) claimed = await runDueJobs(t.db, handlers(mailer), pass)
}

async function mailTo(person: Person) {
  return t.db
    .selectFrom('outbox_messages')
    .select(['subject', 'message_id'])
    .where('to_address', '=', person.email)
    .execute()
}

async function matchCount(search: number) {
  const rows = await t.db
    .selectFrom('saved_search_matches')
    .select('change_id')
    .where('saved_search_id', '=', search)
    .execute()
  return rows.length
}

describe('saved-search alerts across crashes', () => {
  it('matches each change once when the matcher dies before committing, and again after', async () => {
    const search = await insertSavedSearch(t.db, owner.id, { filter: { zip: { value: '78750' } } })
    await listListing(t.db, { id: 501, zip: '78750' })
    await listListing(t.db, { id: 502, zip: '78750' })
    // Dies after writing the matches, before moving covered_change_id: both roll back.
    await expect(matchNewChanges(t.db.withPlugin(new CrashAt('set covered_change_id')))).rejects.toThrow('simulated')
    expect(await matchCount(search)).toBe(0)
    await matchNewChanges(t.db)
    expect(await matchCount(search)).toBe(2)
    // Dies after committing: the next pass finds nothing left.
    await changeListing(t.db, 501, { price_in_dollars: 450_000 })
    await matchNewChanges(t.db)
    await matchNewChanges(t.db)
    expect(await matchCount(search)).toBe(3)
  })

  it('sends one digest when the run dies before, during or after its transaction, and the sender dies mid-send', async () => {
    const person = await signedInPerson(t.db, 'Rita', 'crash')
    await insertSavedSearch(t.db, person.id, { name: 'Crashy', filter: { zip: { value: '78751' } } })
    await listListing(t.db, { id: 511, zip: '78751' })
    await matchNewChanges(t.db)
    const at = later()

    // During: the jobs insert fails, so the marks, the alert rows and the run's minute roll back.
    await expect(runAlerts(t.db.withPlugin(new CrashAt('insert into jobs')), at)).rejects.toThrow('simulated')
    const alertsOf = () =>
      t.db.selectFrom('saved_search_alerts').select('id').where('user_id', '=', Number(person.id)).execute()
    expect(await alertsOf()).toEqual([])
    // The restarted run (same minute) does the work; a second run of the minute does nothing.
    expect(await runAlerts(t.db, at)).toMatchObject({ ran: true })
    expect(await alertsOf()).toHaveLength(1)
    expect(await runAlerts(t.db, new Date(at.getTime() + 1))).toMatchObject({ ran: false })
    // After: the job was committed with the marks; a later run has nothing left to send.
    expect(await runAlerts(t.db, later())).toMatchObject({ ran: true })
    expect(await alertsOf()).toHaveLength(1)

    // The sender dies after handing the mail over, before recording it: the job runs again and
    // sends with the same Message-ID, which the outbox keeps once.
    const dying: Mailer = {
      async send(message) {
        await outboxMailer(t.db).send(message)
        throw new Error('simulated crash after the SMTP server accepted the mail')
      },
      async close() {},
    }
    await runDueJobs(t.db, handlers(dying), pass)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await sendQueued()
    const mails = await mailTo(person)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('1 new home for Crashy')
  })

  it('sends nothing again when the worker dies after recording the send, before finishing the job', async () => {
    const person = await signedInPerson(t.db, 'Sid', 'crash')
    await insertSavedSearch(t.db, person.id, { name: 'Once', filter: { zip: { value: '78752' } } })
    await listListing(t.db, { id: 521, zip: '78752' })
    await matchNewChanges(t.db)
    await runAlerts(t.db, later())
    // Claim and run the job's handler, then "die" before the worker records the outcome.
    const claims = await claimJobs(t.db, { workerId: 'doomed', limit: 50, leaseMs: 60_000 })
    const mine = claims.filter((claim) => claim.kind === ALERT_JOB)
    expect(mine.length).toBeGreaterThan(0)
    for (const claim of mine) await handlers()[ALERT_JOB]({ ...claim, payload: claim.payload as AlertJobPayload })
    expect(await mailTo(person)).toHaveLength(1)
    // The restart releases the dead worker's claims and runs the jobs again: sendOnce sees sent_at.
    await releaseAllClaims(t.db)
    await sendQueued()
    expect(await mailTo(person)).toHaveLength(1)
  })

  it('sends before a crash that comes before the run: the restarted run alerts once', async () => {
    const person = await signedInPerson(t.db, 'Bo', 'crash')
    await insertSavedSearch(t.db, person.id, { name: 'Before', filter: { zip: { value: '78753' } } })
    await listListing(t.db, { id: 531, zip: '78753' })
    // Dies before the run claims its minute: nothing happened; the restart does it all.
    await expect(runAlerts(t.db.withPlugin(new CrashAt('saved_search_alert_runs')), later())).rejects.toThrow(
      'simulated',
    )
    await matchNewChanges(t.db)
    await runAlerts(t.db, later())
    await runAlerts(t.db, later())
    await sendQueued()
    expect(await mailTo(person)).toHaveLength(1)
  })
})
