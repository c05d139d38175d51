import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

/** Where uploaded photos and their sizes are kept, and what an upload may be. */
export type UploadConfig = {
  /** Largest upload accepted, in bytes (IDX_UPLOAD_MAX_BYTES, default 15 MB). */
  maxBytes: number
  /** How long a signed upload or preview URL stays valid (IDX_UPLOAD_URL_TTL_SECONDS, default 900). */
  urlTtlSeconds: number
  /**
   * The key that signs the local store's upload forms and preview URLs (IDX_UPLOAD_SIGNING_KEY, at
   * least 32 characters); unset: one kept in the database, shared by every process on it.
   */
  signingKey: string | undefined
} & (
  | {
      storage: 'local'
      /** Folder of the uploads (IDX_UPLOADS_DIR; default `uploads` beside the PGlite folder, a temp folder in memory mode). */
      dir: string
    }
  | {
      storage: 's3'
      s3: S3UploadConfig
    }
)

export interface S3UploadConfig {
  /** An S3-compatible endpoint (IDX_S3_ENDPOINT, e.g. http://127.0.0.1:9000 for MinIO); unset: AWS's own. */
  endpoint: string | undefined
  bucket: string
  region: string
  /** Unset: the AWS SDK's default credential chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  /** Address the bucket in the path (MinIO, s3rver) rather than as a sub-domain. */
  forcePathStyle: boolean
}

export const DEFAULT_UPLOAD_MAX_BYTES = 15 * 1024 * 1024
export const DEFAULT_UPLOAD_URL_TTL_SECONDS = 900

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]
  if (text === undefined || text.trim() === '') return fallback
  const value = Number(text)
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`)
  }
  return value
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = env[name]?.trim().toLowerCase() ?? ''
  if (text === '') return fallback
  if (['1', 'true'].includes(text)) return true
  if (['0', 'false'].includes(text)) return false
  throw new Error(`${name} must be 1 or 0, got "${env[name]}"`)
}

function readS3(env: NodeJS.ProcessEnv): S3UploadConfig {
  const bucket = env.IDX_S3_BUCKET?.trim()
  if (!bucket) throw new Error('IDX_UPLOAD_STORAGE=s3 needs IDX_S3_BUCKET (the bucket uploads go to)')
  const endpoint = env.IDX_S3_ENDPOINT?.trim() || undefined
  if (endpoint !== undefined) {
    let url: URL
    try {
      url = new URL(endpoint)
    } catch {
      throw new Error(`IDX_S3_ENDPOINT must be an http(s):// URL, got "${endpoint}"`)
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`IDX_S3_ENDPOINT must be an http(s):// URL, got "${endpoint}"`)
    }
  }
  const accessKeyId = env.IDX_S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.IDX_S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'IDX_S3_ACCESS_KEY_ID and IDX_S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK default',
    )
  }
  return {
    endpoint,
    bucket,
    region: env.IDX_S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // An own endpoint (MinIO, s3rver, R2…) usually wants the bucket in the path.
    forcePathStyle: flag(env, 'IDX_S3_FORCE_PATH_STYLE', endpoint !== undefined),
  }
}

/**
 * The upload settings from the environment; a clear error for anything wrong, so the server does
 * not start with a store it cannot use. `dataDir` is the PGlite folder (or 'memory').
 *
 * @example
 * readUploadConfig({ IDX_UPLOAD_STORAGE: 's3', IDX_S3_BUCKET: 'photos' }, 'memory').storage // 's3'
 */
export function readUploadConfig(env: NodeJS.ProcessEnv, dataDir: string): UploadConfig {
  const storage = env.IDX_UPLOAD_STORAGE?.trim().toLowerCase() || 'local'
  const maxBytes = wholeNumber(env, 'IDX_UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES, 1024, 1024 * 1024 * 1024)
  const urlTtlSeconds = wholeNumber(env, 'IDX_UPLOAD_URL_TTL_SECONDS', DEFAULT_UPLOAD_URL_TTL_SECONDS, 10, 7 * 86400)
  const signingKey = env.IDX_UPLOAD_SIGNING_KEY || undefined
  if (signingKey !== undefined && signingKey.length < 32) {
    throw new Error(
      'IDX_UPLOAD_SIGNING_KEY must be at least 32 characters, e.g. the output of `openssl rand -base64 32`',
    )
  }
  if (storage === 's3') return { storage, maxBytes, urlTtlSeconds, signingKey, s3: readS3(env) }
  if (storage !== 'local') {
    throw new Error(`IDX_UPLOAD_STORAGE must be local or s3, got "${env.IDX_UPLOAD_STORAGE}"`)
  }
  const configured = env.IDX_UPLOADS_DIR?.trim()
  const dir = configured
    ? resolve(configured)
    : dataDir === 'memory'
      ? // A database in memory forgets its uploads' rows at exit: their files go to a temp folder
        // too, one per process (made on the first write, so reading the config writes nothing).
        join(tmpdir(), `idx-uploads-${process.pid}`)
      : join(dirname(dataDir), 'uploads')
  return { storage, maxBytes, urlTtlSeconds, signingKey, dir }
}
