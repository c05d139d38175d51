import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { randomUUID } from 'node:crypto'
import type { PhotoStore, StoredObject } from './photo-store.js'

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
}

/**
 * Photos in a folder on this machine, one file per key. Each object's content type is kept in a
 * `.type` file beside it (an MLS copy's key has no extension). Writes go to a temporary name
 * first and are renamed into place, so a reader never sees half a photo.
 */
export function localPhotoStore(folder: string): PhotoStore {
  const root = resolve(folder)
  const pathOf = (key: string) => {
    const path = resolve(root, key)
    // Keys are made by upload-keys.ts; this only guards against one that escapes the folder.
    if (!path.startsWith(root + sep)) throw new Error(`Photo key ${key} is outside the uploads folder`)
    return path
  }
  return {
    kind: 'local',
    async put(key, body, contentType) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const temporary = join(dirname(path), `.${randomUUID()}.tmp`)
      await writeFile(temporary, body)
      await writeFile(`${path}.type`, contentType)
      await rename(temporary, path)
    },
    async get(key): Promise<StoredObject | null> {
      const path = pathOf(key)
      try {
        const body = await readFile(path)
        const contentType = await readFile(`${path}.type`, 'utf8').catch(
          () => TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream',
        )
        return { body, contentType }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') {
          return null
        }
        throw error
      }
    },
    async delete(key) {
      const path = pathOf(key)
      await rm(path, { force: true })
      await rm(`${path}.type`, { force: true })
    },
  }
}
