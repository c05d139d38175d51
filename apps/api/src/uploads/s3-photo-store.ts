import type { S3Client } from '@aws-sdk/client-s3'
import { s3Sdk } from './aws-sdk.js'
import type { S3UploadConfig } from '../config/upload-config.js'
import type { PhotoStore, StoredObject } from './photo-store.js'

/** The S3 client of the configured bucket (endpoint, region, credentials, path style). */
export function s3Client(config: S3UploadConfig): S3Client {
  const { S3Client } = s3Sdk()
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, R2, s3rver) differ on the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
  })
}

/** Photos as objects of an S3-compatible bucket (AWS S3, MinIO, R2, s3rver in the tests). */
export function s3PhotoStore(
  config: S3UploadConfig,
  client: S3Client = s3Client(config),
): PhotoStore & { client: S3Client } {
  const Bucket = config.bucket
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } = s3Sdk()
  return {
    kind: 's3',
    client,
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async get(key): Promise<StoredObject | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        const bytes = await answer.Body!.transformToByteArray()
        return { body: Buffer.from(bytes), contentType: answer.ContentType ?? 'application/octet-stream' }
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
  }
}
