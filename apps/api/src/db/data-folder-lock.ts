import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { dirname, resolve } from 'node:path'

// One process per PGlite data folder. PGlite is PostgreSQL in this process's memory: a second
// process opening the same folder (a second server, or `idx status` beside a running one) keeps
// its own buffers and WAL position, and after the next crash the folder holds whichever wrote
// last, losing writes both had acknowledged. Like PostgreSQL's postmaster.pid, a lock file names
// the holder; a lock whose process is gone (kill -9, a power cut) is taken over, so a crash never
// needs an operator to clean up. The file sits beside the folder (`<folder>.lock`), not in it:
// PGlite owns what is inside (its initdb wants the folder new, its dumps copy everything).

/** What a lock file records of the process holding the folder. */
export interface DataFolderHolder {
  pid: number
  hostname: string
  /** When the holder took the lock (ISO 8601). */
  since: string
  /** The holder's command line, for the message a refused process prints. */
  command: string
  /** Linux: the holder's start time in clock ticks since boot (/proc/<pid>/stat), telling a reused pid apart. */
  processStart?: number
}

/** Thrown when another live process holds the folder; `message` says who and what to do. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: DataFolderHolder,
  ) {
    const where = holder.hostname === hostname() ? '' : ` on host ${holder.hostname}`
    super(
      `The PGlite data folder ${dataDir} is in use by process ${holder.pid}${where} (since ${holder.since}: ${holder.command}). ` +
        'Only one process may open it: a second one loses writes at the next crash. Stop that process first ' +
        '(an `idx` command runs while the server is stopped; with PostgreSQL, DATABASE_URL, commands run beside a running server).' +
        (where ? ` If that host no longer runs it, delete ${lockFile}.` : ''),
    )
    this.name = 'DataFolderInUseError'
  }
}

/** Folders this process holds: opening one twice in a process is refused like a second process. */
const held = new Set<string>()

/** The lock file of a data folder. */
export const lockFileOf = (dataDir: string): string => `${resolve(dataDir)}.lock`

/**
 * Takes the folder's lock for this process, or throws DataFolderInUseError naming the live holder.
 * Answers the function that gives it back (call it once the database is closed).
 *
 * @example
 * const release = lockDataFolder('.data/pglite')
 * try { ... } finally { release() }
 */
export function lockDataFolder(dataDir: string): () => void {
  const folder = resolve(dataDir)
  const file = lockFileOf(folder)
  if (held.has(folder)) throw new DataFolderInUseError(folder, file, ownHolder())
  const me = ownHolder()
  // A fresh clone has no `.data/` yet: the lock is taken before PGlite creates its folder.
  mkdirSync(dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file, me)) {
      // Two processes that both found a stale lock may both have removed it: the one whose
      // record is on disk now holds the folder.
      const onDisk = readHolder(file)
      if (onDisk?.pid === me.pid && onDisk.since === me.since) {
        held.add(folder)
        let released = false
        return () => {
          if (released) return
          released = true
          held.delete(folder)
          if (readHolder(file)?.since === me.since) unlinkQuietly(file)
        }
      }
      if (onDisk && isAlive(onDisk)) throw new DataFolderInUseError(folder, file, onDisk)
      continue
    }
    const holder = readHolder(file)
    if (holder && isAlive(holder)) throw new DataFolderInUseError(folder, file, holder)
    // Gone (or unreadable, a write cut short): the folder is free.
    unlinkQuietly(file)
  }
  throw new Error(
    `Could not take the lock ${file} of the PGlite data folder ${folder}: other processes keep taking it.`,
  )
}

function ownHolder(): DataFolderHolder {
  const start = processStartOf(process.pid)
  return {
    pid: process.pid,
    hostname: hostname(),
    since: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 300),
    ...(start === null ? {} : { processStart: start }),
  }
}

function tryCreate(file: string, holder: DataFolderHolder): boolean {
  let fd: number
  try {
    fd = openSync(file, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`)
  } finally {
    closeSync(fd)
  }
  return true
}

function readHolder(file: string): DataFolderHolder | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataFolderHolder>
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string' || typeof value.since !== 'string') {
      return null
    }
    return { command: '', ...value } as DataFolderHolder
  } catch {
    return null
  }
}

/**
 * Whether the recorded holder still runs. On another host we cannot tell, so it counts as alive.
 * This process's own pid is alive only for the folders it holds (a container restarts its server
 * as the same pid); another pid is alive if it exists and, where Linux says, started when the
 * holder did (not a later process that was given the same pid).
 */
function isAlive(holder: DataFolderHolder): boolean {
  if (holder.hostname !== hostname()) return true
  if (holder.pid === process.pid) return false
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  if (holder.processStart === undefined) return true
  const start = processStartOf(holder.pid)
  return start === null || start === holder.processStart
}

/** Linux: a process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat); null elsewhere. */
export function processStartOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const start = Number(fields[19])
    return Number.isFinite(start) ? start : null
  } catch {
    return null
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
