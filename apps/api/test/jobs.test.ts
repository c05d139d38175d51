import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type OpenDatabase } from '../src/db/database.js'
import type { Database } from '../src/db/schema.js'
import { claimJobs } from '../src/jobs/claim-jobs.js'
import { enqueueJob } from '../src/jobs/enqueue-job.js'
import type { ClaimedJob, JobLog } from '../src/jobs/job-handler.js'
import { jobIdempotencyKey } from '../src/jobs/job-idempotency-key.js'
import { recordJobDone } from '../src/jobs/record-job-outcome.js'
import { releaseAllClaims } from '../src/jobs/release-all-claims.js'
import { runDueJobs, type RunDueJobsOptions } from '../src/jobs/run-due-jobs.js'
import { sendOnce } from '../src/jobs/send-once.js'
import { DEFAULT_LEASE_MS, startJobWorker, type JobWorkerOptions } from '../src/jobs/start-job-worker.js'
import { testDatabase } from './helpers/database.js'

// The durable job queue on the database (the same statements run on PGlite and, in the
// api-postgres project, on PostgreSQL). The queue reads only the database's clock, so "time
// passes" here by moving the jobs' run_at and locked_until back: no test sleeps through a backoff
// or a lease.

interface LogEntry {
  level: 'warn' | 'error'
  details: Record<string, unknown>
  message: string
}

function recordingLog(): JobLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = []
  return {
    entries,
    warn: (details, message) => entries.push({ level: 'warn', details: details as LogEntry['details'], message }),
    error: (details, message) => entries.push({ level: 'error', details: details as LogEntry['details'], message }),
  }
}

/** As if `ms` went by on the database's clock, for every job's due time and lease. */
async function letTimePass(db: Kysely<Database>, ms: number): Promise<void> {
  await sql`update jobs set
    run_at = run_at - make_interval(secs => ${ms / 1000}),
    locked_until = locked_until - make_interval(secs => ${ms / 1000})`.execute(db)
}

/** Seconds from the database's now to the job's due time. */
async function secondsUntilDue(db: Kysely<Database>, id: number): Promise<number> {
  const { rows } = await sql<{ seconds: number }>`
    select extract(epoch from run_at - now())::float8 as seconds from jobs where id = ${id}`.execute(db)
  return rows[0]!.seconds
}

/** Seconds from the database's now to the end of the job's lease. */
async function leaseSecondsLeft(db: Kysely<Database>, id: number): Promise<number> {
  const { rows } = await sql<{ seconds: number }>`
    select extract(epoch from locked_until - now())::float8 as seconds from jobs where id = ${id}`.execute(db)
  return rows[0]!.seconds
}

function jobRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

describe('the durable job queue', () => {
  let database: OpenDatabase & { databaseUrl?: string }
  let db: Kysely<Database>
  let log: ReturnType<typeof recordingLog>
  let pass: RunDueJobsOptions

  beforeAll(async () => {
    database = await testDatabase()
    db = database.db
  })
  afterAll(async () => {
    await database.close()
  })
  beforeEach(async () => {
    await db.deleteFrom('jobs').execute()
    log = recordingLog()
    pass = { workerId: 'worker-a', limit: 10, leaseMs: 60_000, backoff: { baseMs: 60_000, maxMs: 600_000 }, log }
  })

  it('keeps a job enqueued in a transaction that rolls back nowhere, and one that commits', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueJob(trx, 'mail', { to: 'rolled-back@example.com' })
        throw new Error('the action failed')
      }),
    ).rejects.toThrow('the action failed')
    const id = await db.transaction().execute((trx) => enqueueJob(trx, 'mail', { to: 'committed@example.com' }))

    const rows = await db.selectFrom('jobs').select(['id', 'kind', 'payload', 'attempts', 'max_attempts']).execute()
    expect(rows).toEqual([{ id, kind: 'mail', payload: { to: 'committed@example.com' }, attempts: 0, max_attempts: 5 }])
  })

  it('runs a job once, hands its handler the id and payload, and marks it done', async () => {
    const id = await enqueueJob(db, 'mail', { to: 'once@example.com' })
    const seen: ClaimedJob[] = []
    const handlers = { mail: async (job: ClaimedJob) => void seen.push(job) }

    expect(await runDueJobs(db, handlers, pass)).toBe(1)
    expect(await runDueJobs(db, handlers, pass)).toBe(0)
    await letTimePass(db, 24 * 3600_000)
    expect(await runDueJobs(db, handlers, pass)).toBe(0)

    expect(seen).toEqual([{ id, kind: 'mail', payload: { to: 'once@example.com' }, attempt: 1, maxAttempts: 5 }])
    const row = await jobRow(db, id)
    expect(row.done_at).toBeInstanceOf(Date)
    expect(row).toMatchObject({ attempts: 1, locked_by: null, locked_until: null, last_error: null, failed_at: null })
    expect(log.entries).toEqual([])
  })

  it('does not run a delayed job before its time', async () => {
    const id = await enqueueJob(db, 'mail', {}, { delayMs: 30_000 })
    const ran: number[] = []
    const handlers = { mail: async (job: ClaimedJob) => void ran.push(job.id) }

    expect(await runDueJobs(db, handlers, pass)).toBe(0)
    await letTimePass(db, 30_000)
    expect(await runDueJobs(db, handlers, pass)).toBe(1)
    expect(ran).toEqual([id])
  })

  it('retries a failing job with a doubling wait, then gives it up after max_attempts and keeps it', async () => {
    const id = await enqueueJob(db, 'mail', { to: 'bounces@example.com' }, { maxAttempts: 3 })
    let calls = 0
    const handlers = {
      mail: async () => {
        calls += 1
        throw new Error(`SMTP said no (${calls})`)
      },
    }

    expect(await runDueJobs(db, handlers, pass)).toBe(1)
    // Due again a minute after the failure (less whatever this busy machine took since).
    let wait = await secondsUntilDue(db, id)
    expect(wait).toBeGreaterThan(30)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await jobRow(db, id)).toMatchObject({ attempts: 1, last_error: 'Error: SMTP said no (1)', locked_by: null })
    expect(await runDueJobs(db, handlers, pass)).toBe(0)

    await letTimePass(db, 60_000)
    expect(await runDueJobs(db, handlers, pass)).toBe(1)
    wait = await secondsUntilDue(db, id)
    expect(wait).toBeGreaterThan(90)
    expect(wait).toBeLessThanOrEqual(120)

    await letTimePass(db, 120_000)
    expect(await runDueJobs(db, handlers, pass)).toBe(1)
    const row = await jobRow(db, id)
    expect(row.failed_at).toBeInstanceOf(Date)
    expect(row).toMatchObject({ attempts: 3, done_at: null, last_error: 'Error: SMTP said no (3)', locked_by: null })

    await letTimePass(db, 24 * 3600_000)
    expect(await runDueJobs(db, handlers, pass)).toBe(0)
    expect(calls).toBe(3)
    expect(log.entries.map(({ level, message, details }) => [level, message, details.attempt])).toEqual([
      ['warn', 'job failed; will retry', 1],
      ['warn', 'job failed; will retry', 2],
      ['error', 'job failed; giving up', 3],
    ])
    expect(log.entries[2]!.details).toMatchObject({ job_id: id, kind: 'mail', max_attempts: 3 })
  })

  it('fails the attempt of a job whose kind has no handler, to retry it later', async () => {
    const id = await enqueueJob(db, 'invitation', {})
    expect(await runDueJobs(db, {}, pass)).toBe(1)
    const row = await jobRow(db, id)
    expect(row).toMatchObject({ attempts: 1, done_at: null, failed_at: null })
    expect(row.last_error).toBe('Error: no handler for job kind "invitation"')

    // Only the handlers' own keys count, never what every object inherits.
    const inherited = await enqueueJob(db, 'toString', {})
    expect(await runDueJobs(db, { mail: async () => {} }, pass)).toBe(1)
    expect((await jobRow(db, inherited)).last_error).toBe('Error: no handler for job kind "toString"')
  })

  it('claims again a job whose worker died mid-job, once its lease has run out', async () => {
    const id = await enqueueJob(db, 'mail', {})
    // Worker A claims the job and is killed before recording anything.
    expect(await claimJobs(db, { workerId: 'worker-a', limit: 10, leaseMs: 60_000 })).toHaveLength(1)

    const ran: ClaimedJob[] = []
    const handlers = { mail: async (job: ClaimedJob) => void ran.push(job) }
    const workerB = { ...pass, workerId: 'worker-b' }
    expect(await runDueJobs(db, handlers, workerB)).toBe(0)
    await letTimePass(db, 59_000)
    expect(await runDueJobs(db, handlers, workerB)).toBe(0)
    await letTimePass(db, 2_000)
    expect(await runDueJobs(db, handlers, workerB)).toBe(1)

    expect(ran.map((job) => [job.id, job.attempt])).toEqual([[id, 2]])
    expect((await jobRow(db, id)).done_at).toBeInstanceOf(Date)
    // Worker A, had it come back, could no longer record the attempt it lost.
    expect(await recordJobDone(db, { workerId: 'worker-a', job: { id, attempt: 1, maxAttempts: 5 } })).toBe(false)
  })

  it('gives up, without running it, a job whose last attempt died mid-job', async () => {
    const id = await enqueueJob(db, 'mail', {}, { maxAttempts: 1 })
    expect(await claimJobs(db, { workerId: 'worker-a', limit: 10, leaseMs: 60_000 })).toHaveLength(1)
    await letTimePass(db, 61_000)

    const handler = vi.fn(async () => {})
    expect(await runDueJobs(db, { mail: handler }, { ...pass, workerId: 'worker-b' })).toBe(1)
    expect(handler).not.toHaveBeenCalled()
    const row = await jobRow(db, id)
    expect(row.failed_at).toBeInstanceOf(Date)
    expect(row.last_error).toBe('Error: the lease of its last attempt ran out before it finished')
    expect(log.entries.map((entry) => entry.message)).toEqual([
      'job claimed again after its previous attempt was cut off',
      'job failed; giving up',
    ])
  })

  it('claims due jobs earliest due first (not first enqueued), at most the limit at a time', async () => {
    const later = await enqueueJob(db, 'mail', {}, { delayMs: 10_000 })
    const first = await enqueueJob(db, 'mail', {})
    const second = await enqueueJob(db, 'mail', {})
    await letTimePass(db, 10_000)
    const claim = () => claimJobs(db, { workerId: 'w', limit: 2, leaseMs: 60_000 })
    expect((await claim()).map((job) => job.id)).toEqual([first, second])
    expect((await claim()).map((job) => job.id)).toEqual([later])
    expect(await claim()).toEqual([])
  })

  describe('after a worker dies', () => {
    const workerB = () => ({ ...pass, workerId: 'worker-b' })

    /**
     * A new job run by a worker started with `options`, its handler held until `finish` (which
     * then stops the worker); resolves once the handler has started.
     */
    async function heldJob(options: Partial<JobWorkerOptions> = {}) {
      const id = await enqueueJob(db, 'mail', {})
      let release = () => {}
      const started = vi.fn()
      const handler = () => {
        started()
        return new Promise<void>((resolve) => (release = resolve))
      }
      const worker = startJobWorker(db, { mail: handler }, { log, pollIntervalMs: 10, ...options })
      const finish = async () => {
        release()
        await worker.stop()
      }
      await vi
        .waitFor(() => expect(started).toHaveBeenCalledTimes(1), { timeout: 20_000, interval: 10 })
        .catch(async (error: unknown) => {
          await finish()
          throw error
        })
      return { id, finish }
    }

    /**
     * A mail job claimed by worker A (which the test then lets die), a `mail` handler that sends
     * through sendOnce, and the keys sent.
     */
    async function mailJobOfWorkerA(to: string) {
      const id = await enqueueJob(db, 'mail', { to })
      const sent: string[] = []
      const mail = async (job: ClaimedJob) => {
        await sendOnce(db, job, async () => void sent.push(jobIdempotencyKey(job.id)))
      }
      const [claimed] = await claimJobs(db, { workerId: 'worker-a', limit: 10, leaseMs: DEFAULT_LEASE_MS })
      return { id, sent, mail, claimed: claimed! }
    }

    it("gives a worker's claims a 30-second lease by default", async () => {
      const { id, finish } = await heldJob()
      try {
        const left = await leaseSecondsLeft(db, id)
        expect(left).toBeGreaterThan(20)
        expect(left).toBeLessThanOrEqual(30)
      } finally {
        await finish()
      }
      expect(DEFAULT_LEASE_MS).toBe(30_000)
    })

    it('runs again 30 seconds on a job whose worker died mid-job, saying the attempt was cut off', async () => {
      const id = await enqueueJob(db, 'mail', {})
      // Worker A claims the job and is killed before recording anything.
      expect(await claimJobs(db, { workerId: 'worker-a', limit: 10, leaseMs: DEFAULT_LEASE_MS })).toHaveLength(1)

      const ran: ClaimedJob[] = []
      const handlers = { mail: async (job: ClaimedJob) => void ran.push(job) }
      await letTimePass(db, 29_000)
      expect(await runDueJobs(db, handlers, workerB())).toBe(0)
      await letTimePass(db, 2_000)
      expect(await runDueJobs(db, handlers, workerB())).toBe(1)

      expect(ran).toEqual([{ id, kind: 'mail', payload: {}, attempt: 2, maxAttempts: 5 }])
      expect(log.entries).toEqual([
        {
          level: 'warn',
          message: 'job claimed again after its previous attempt was cut off',
          details: { job_id: id, kind: 'mail', attempt: 2, max_attempts: 5, send: 'not-started' },
        },
      ])
    })

    it('keeps the lease of a job it is running, renewing it before it runs out', async () => {
      const { id, finish } = await heldJob({ leaseMs: 30_000, renewEveryMs: 20 })
      try {
        // The lease ran out, as far as the database's clock can tell; the next renewal extends it.
        await letTimePass(db, 60_000)
        await vi.waitFor(async () => expect(await leaseSecondsLeft(db, id)).toBeGreaterThan(20), {
          timeout: 20_000,
          interval: 10,
        })
        expect(await runDueJobs(db, { mail: async () => {} }, workerB())).toBe(0)
      } finally {
        await finish()
      }
      const row = await jobRow(db, id)
      expect(row.done_at).toBeInstanceOf(Date)
      expect(row.attempts).toBe(1)
      expect(log.entries).toEqual([])
    })

    it('stops renewing the lease of a job running longer than maxRunMs', async () => {
      const { id, finish } = await heldJob({ leaseMs: 30_000, renewEveryMs: 5, maxRunMs: 0 })
      try {
        await letTimePass(db, 31_000)
        // Several renewal periods: none renews.
        await new Promise((resolve) => setTimeout(resolve, 50))
        const ran: number[][] = []
        expect(await runDueJobs(db, { mail: async (job) => void ran.push([job.id, job.attempt]) }, workerB())).toBe(1)
        expect(ran).toEqual([[id, 2]])
      } finally {
        await finish()
      }
      expect(log.entries.map((entry) => entry.message)).toEqual([
        'job claimed again after its previous attempt was cut off',
        'job finished after its lease ran out',
      ])
    })

    it('runs at once, after a restart on PGlite, the jobs the dead process had claimed', async () => {
      const done = await enqueueJob(db, 'mail', {})
      expect(await runDueJobs(db, { mail: async () => {} }, pass)).toBe(1)
      const abandoned = await enqueueJob(db, 'mail', {})
      expect(await claimJobs(db, { workerId: 'worker-a', limit: 10, leaseMs: DEFAULT_LEASE_MS })).toHaveLength(1)
      const waiting = await enqueueJob(db, 'mail', {})

      expect(await releaseAllClaims(db)).toEqual([abandoned])
      const ran: number[][] = []
      const handlers = { mail: async (job: ClaimedJob) => void ran.push([job.id, job.attempt]) }
      // No time passes: the released job is due now.
      expect(await runDueJobs(db, handlers, workerB())).toBe(2)
      expect(ran).toEqual([
        [abandoned, 2],
        [waiting, 1],
      ])
      expect((await jobRow(db, done)).attempts).toBe(1)
      expect(log.entries.map((entry) => [entry.message, entry.details.job_id])).toEqual([
        ['job claimed again after its previous attempt was cut off', abandoned],
      ])
      expect(await releaseAllClaims(db)).toEqual([])
    })

    it('never sends again a message recorded as sent, when its worker died before recording the job done', async () => {
      const { id, sent, mail, claimed } = await mailJobOfWorkerA('once@example.com')
      // Worker A sends the mail, and is killed before recording the job done.
      expect(await sendOnce(db, claimed, async () => void sent.push(jobIdempotencyKey(id)))).toBe('sent')

      expect(await releaseAllClaims(db)).toEqual([id])
      expect(await runDueJobs(db, { mail }, workerB())).toBe(1)
      await letTimePass(db, 24 * 3600_000)
      expect(await runDueJobs(db, { mail }, workerB())).toBe(0)

      expect(sent).toEqual([`job-${id}`])
      const row = await jobRow(db, id)
      expect(row.done_at).toBeInstanceOf(Date)
      expect(row.sent_at).toBeInstanceOf(Date)
      expect(log.entries.map((entry) => entry.details.send)).toEqual(['sent'])
    })

    it('sends again, with the same key, a message whose worker died mid-send, then never again', async () => {
      const { id, sent, mail, claimed } = await mailJobOfWorkerA('twice@example.com')
      // Worker A hands the message over and is killed before it can record that it went.
      await expect(
        sendOnce(db, claimed, async () => {
          sent.push(jobIdempotencyKey(id))
          throw new Error('killed before recording the send')
        }),
      ).rejects.toThrow('killed before recording the send')
      const cutOff = await jobRow(db, id)
      expect(cutOff.send_started_at).toBeInstanceOf(Date)
      expect(cutOff.sent_at).toBeNull()

      expect(await releaseAllClaims(db)).toEqual([id])
      expect(await runDueJobs(db, { mail }, workerB())).toBe(1)
      expect(log.entries.map((entry) => entry.details.send)).toEqual(['started'])
      expect((await jobRow(db, id)).sent_at).toBeInstanceOf(Date)
      // Even were the job due again, its message is recorded as sent.
      await sql`update jobs set done_at = null where id = ${id}`.execute(db)
      expect(await runDueJobs(db, { mail }, workerB())).toBe(1)

      expect(sent).toEqual([`job-${id}`, `job-${id}`])
    })

    it('sends nothing from an attempt whose job a later attempt has claimed', async () => {
      const id = await enqueueJob(db, 'mail', {})
      const sent: number[] = []
      const send = (attempt: number) => async () => void sent.push(attempt)
      const [first] = await claimJobs(db, { workerId: 'worker-a', limit: 10, leaseMs: DEFAULT_LEASE_MS })
      await letTimePass(db, 31_000)
      const [second] = await claimJobs(db, { workerId: 'worker-b', limit: 10, leaseMs: DEFAULT_LEASE_MS })
      expect(second).toMatchObject({ id, attempt: 2, interrupted: 'not-started' })

      await expect(sendOnce(db, first!, send(1))).rejects.toThrow(
        `job ${id}: attempt 2 claimed it after this attempt (1) began; not sending`,
      )
      expect(await sendOnce(db, second!, send(2))).toBe('sent')
      expect(await sendOnce(db, second!, send(2))).toBe('sent-before')
      expect(sent).toEqual([2])
    })
  })

  describe('the worker', () => {
    it('polls for jobs, runs each once, and runs a job enqueued while it waits', async () => {
      const ids = [await enqueueJob(db, 'mail', { n: 1 }), await enqueueJob(db, 'mail', { n: 2 })]
      const ran: number[] = []
      const worker = startJobWorker(db, { mail: async (job) => void ran.push(job.id) }, { log, pollIntervalMs: 10 })
      try {
        await vi.waitFor(() => expect(ran).toHaveLength(2), { timeout: 20_000, interval: 20 })
        ids.push(await enqueueJob(db, 'mail', { n: 3 }))
        await vi.waitFor(() => expect(ran).toHaveLength(3), { timeout: 20_000, interval: 20 })
      } finally {
        await worker.stop()
      }
      expect(ran.sort()).toEqual(ids.sort())
      const done = await db.selectFrom('jobs').select('id').where('done_at', 'is not', null).execute()
      expect(done).toHaveLength(3)
    })

    it('stops polling, and resolves stop only once the job it is running is recorded', async () => {
      const id = await enqueueJob(db, 'mail', {})
      let finish!: () => void
      const started = vi.fn()
      const handlers = {
        mail: () => {
          started()
          return new Promise<void>((resolve) => (finish = resolve))
        },
      }
      const worker = startJobWorker(db, handlers, { log, pollIntervalMs: 10 })
      await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1), { timeout: 20_000, interval: 10 })

      let stopped = false
      const stopping = worker.stop().then(() => (stopped = true))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(stopped).toBe(false)
      finish()
      await stopping
      expect((await jobRow(db, id)).done_at).toBeInstanceOf(Date)

      // Stopped: a job enqueued now stays for another worker.
      const later = await enqueueJob(db, 'mail', {})
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(started).toHaveBeenCalledTimes(1)
      expect((await jobRow(db, later)).attempts).toBe(0)
    })

    it('stops at once when it is waiting for work', async () => {
      const worker = startJobWorker(db, {}, { log, pollIntervalMs: 60_000 })
      await worker.stop()
      expect(log.entries).toEqual([])
    })
  })

  describe('two workers on one database (two pools on PostgreSQL, like two API processes)', () => {
    let other: OpenDatabase | undefined
    let otherDb: Kysely<Database>
    beforeAll(async () => {
      // PGlite has one connection per database: both workers share it and take turns.
      other = database.databaseUrl ? await openDatabase({ databaseUrl: database.databaseUrl, poolSize: 4 }) : undefined
      otherDb = other?.db ?? db
    })
    afterAll(async () => {
      await other?.close()
    })

    it('never claim one job twice when claiming at the same time', async () => {
      const ids = await db.transaction().execute(async (trx) => {
        const made: number[] = []
        for (let n = 0; n < 200; n += 1) made.push(await enqueueJob(trx, 'mail', { n }))
        return made
      })
      const claims = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          claimJobs(n % 2 ? otherDb : db, { workerId: `w${n % 2}`, limit: 10, leaseMs: 60_000 }),
        ),
      )
      const claimed = claims.flat().map((job) => job.id)
      expect(new Set(claimed).size).toBe(claimed.length)
      expect(claimed.sort((a, b) => a - b)).toEqual(ids)
    })

    it('run each of 200 jobs exactly once between them', async () => {
      const ids = await db.transaction().execute(async (trx) => {
        const made: number[] = []
        for (let n = 0; n < 200; n += 1) made.push(await enqueueJob(trx, 'mail', { n }))
        return made
      })
      const ran: number[][] = [[], []]
      const workers = [db, otherDb].map((on, w) =>
        startJobWorker(
          on,
          {
            mail: async (job) => {
              ran[w]!.push(job.id)
              // Let the other worker's claims interleave with this one's.
              await new Promise((resolve) => setImmediate(resolve))
            },
          },
          { log, pollIntervalMs: 5, concurrency: 8, workerId: `worker-${w}` },
        ),
      )
      try {
        await vi.waitFor(
          async () => {
            const { count } = await db
              .selectFrom('jobs')
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .where('done_at', 'is not', null)
              .executeTakeFirstOrThrow()
            expect(Number(count)).toBe(200)
          },
          { timeout: 60_000, interval: 50 },
        )
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()))
      }
      const all = ran.flat().sort((a, b) => a - b)
      expect(all).toEqual(ids)
      expect(log.entries).toEqual([])
    })
  })
})
