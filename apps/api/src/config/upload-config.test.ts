import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { readUploadConfig } from './upload-config.js'

describe('readUploadConfig', () => {
  it('defaults to the local store beside the data folder, 15 MB and 15 minutes', () => {
    expect(readUploadConfig({}, '/srv/idx/.data/pglite')).toEqual({
      storage: 'local',
      dir: '/srv/idx/.data/uploads',
      maxBytes: 15_728_640,
      urlTtlSeconds: 900,
      signingKey: undefined,
    })
    const memory = readUploadConfig({}, 'memory')
    expect(memory.storage === 'local' && memory.dir.startsWith(tmpdir())).toBe(true)
  })

  it('reads the S3 settings, path style by default with an own endpoint', () => {
    const config = readUploadConfig(
      {
        IDX_UPLOAD_STORAGE: 's3',
        IDX_S3_BUCKET: 'photos',
        IDX_S3_ENDPOINT: 'http://127.0.0.1:9000',
        IDX_S3_ACCESS_KEY_ID: 'id',
        IDX_S3_SECRET_ACCESS_KEY: 'secret',
        IDX_UPLOAD_MAX_BYTES: '5000000',
        IDX_UPLOAD_URL_TTL_SECONDS: '60',
      },
      'memory',
    )
    expect(config).toMatchObject({
      storage: 's3',
      maxBytes: 5_000_000,
      urlTtlSeconds: 60,
      s3: {
        bucket: 'photos',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      },
    })
    expect(readUploadConfig({ IDX_UPLOAD_STORAGE: 's3', IDX_S3_BUCKET: 'b' }, 'memory')).toMatchObject({
      s3: { endpoint: undefined, forcePathStyle: false, credentials: undefined },
    })
  })

  it('stops the server with a clear message for a wrong setting', () => {
    const read = (env: NodeJS.ProcessEnv) => () => readUploadConfig(env, 'memory')
    expect(read({ IDX_UPLOAD_STORAGE: 'ftp' })).toThrow('IDX_UPLOAD_STORAGE must be local or s3, got "ftp"')
    expect(read({ IDX_UPLOAD_STORAGE: 's3' })).toThrow(/needs IDX_S3_BUCKET/)
    expect(read({ IDX_UPLOAD_STORAGE: 's3', IDX_S3_BUCKET: 'b', IDX_S3_ENDPOINT: 'minio:9000' })).toThrow(
      /IDX_S3_ENDPOINT must be an http\(s\):\/\/ URL/,
    )
    expect(read({ IDX_UPLOAD_STORAGE: 's3', IDX_S3_BUCKET: 'b', IDX_S3_ACCESS_KEY_ID: 'id' })).toThrow(/go together/)
    expect(read({ IDX_UPLOAD_STORAGE: 's3', IDX_S3_BUCKET: 'b', IDX_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /IDX_S3_FORCE_PATH_STYLE must be 1 or 0/,
    )
    expect(read({ IDX_UPLOAD_MAX_BYTES: '15MB' })).toThrow(/IDX_UPLOAD_MAX_BYTES must be a whole number/)
    expect(read({ IDX_UPLOAD_URL_TTL_SECONDS: '0' })).toThrow(
      /IDX_UPLOAD_URL_TTL_SECONDS must be a whole number from 10/,
    )
    expect(read({ IDX_UPLOAD_SIGNING_KEY: 'short' })).toThrow(/at least 32 characters/)
  })
})
