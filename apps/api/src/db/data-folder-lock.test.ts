import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataFolderInUseError, lockDataFolder, lockFileOf, processStartOf } from './data-folder-lock.js'

const work: string[] = []
afterEach(() => {
  for (const dir of work.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'idx-lock-'))
  work.push(dir)
  return join(dir, 'pglite')
}

function writeLock(dataDir: string, holder: Record<string, unknown>): void {
  writeFileSync(
    lockFileOf(dataDir),
    JSON.stringify({ hostname: hostname(), since: '2026-01-01T00:00:00.000Z', command: 'x', ...holder }),
  )
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  return Number(child.stdout)
}

describe('lockDataFolder', () => {
  it("locks a folder whose parent does not exist yet (a fresh clone's first start)", () => {
    const dataDir = join(folder(), 'not-yet', 'pglite')
    const release = lockDataFolder(dataDir)
    expect(existsSync(lockFileOf(dataDir))).toBe(true)
    release()
    expect(existsSync(lockFileOf(dataDir))).toBe(false)
  })

  it('refuses a second open of a held folder, naming the holder, until it is released', () => {
    const dir = folder()
    const release = lockDataFolder(dir)
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({ pid: process.pid, hostname: hostname() })
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError)
    expect(() => lockDataFolder(dir)).toThrow(`is in use by process ${process.pid}`)
    release()
    expect(existsSync(lockFileOf(dir))).toBe(false)
    lockDataFolder(dir)()
  })

  it('refuses a folder another live process holds, and takes it over once that process is killed', async () => {
    const dir = folder()
    const moduleUrl = new URL('./data-folder-lock.ts', import.meta.url).href
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import(${JSON.stringify(moduleUrl)}).then((m) => { m.lockDataFolder(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000) })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
        child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)))
      })
      let refused: unknown
      try {
        lockDataFolder(dir)
      } catch (error) {
        refused = error
      }
      expect(refused).toBeInstanceOf(DataFolderInUseError)
      expect((refused as DataFolderInUseError).holder.pid).toBe(child.pid)
      expect((refused as Error).message).toContain('Stop that process first')
    } finally {
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    // kill -9 left its lock file behind: a dead holder holds nothing.
    expect(existsSync(lockFileOf(dir))).toBe(true)
    lockDataFolder(dir)()
  }, 30_000)

  it('takes over a lock left by a process that has gone', () => {
    const dir = folder()
    writeLock(dir, { pid: deadPid() })
    lockDataFolder(dir)()
  })

  it('takes over a lock whose pid now belongs to a later process (Linux start times)', () => {
    if (processStartOf(process.ppid) === null) return
    const dir = folder()
    writeLock(dir, { pid: process.ppid, processStart: processStartOf(process.ppid)! + 1 })
    lockDataFolder(dir)()
    writeLock(dir, { pid: process.ppid, processStart: processStartOf(process.ppid)! })
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError)
  })

  it("takes over a lock naming this process's own pid that it does not hold (a container restarted as the same pid)", () => {
    const dir = folder()
    writeLock(dir, { pid: process.pid })
    lockDataFolder(dir)()
  })

  it('takes over a lock file that a cut-short write left unreadable', () => {
    const dir = folder()
    writeFileSync(lockFileOf(dir), '{"pid": 12')
    lockDataFolder(dir)()
  })

  it('counts a holder on another host as alive and says how to free the folder', () => {
    const dir = folder()
    writeLock(dir, { pid: 1, hostname: 'elsewhere.example' })
    expect(() => lockDataFolder(dir)).toThrow(`on host elsewhere.example`)
    expect(() => lockDataFolder(dir)).toThrow(`delete ${lockFileOf(dir)}`)
  })
})
