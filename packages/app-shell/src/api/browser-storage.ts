import { createMemoryStorage, type StorageLike } from '@idx/api-client'

/**
 * Web Storage when the browser allows it, else memory: an embedded app may be refused storage,
 * and the server renderer and Node tests have no `window` at all.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    const storage = window[kind]
    storage.getItem('idx-storage-probe')
    return storage
  } catch {
    return createMemoryStorage()
  }
}
