import { createRequire } from 'node:module'
import type * as ClientS3 from '@aws-sdk/client-s3'
import type * as PresignedPost from '@aws-sdk/s3-presigned-post'
import type * as RequestPresigner from '@aws-sdk/s3-request-presigner'

// The AWS SDK is loaded on first use, through require: a server on the local store never loads
// it, and its packages' `module` builds (extensionless ESM imports that Node cannot resolve) are
// never picked by a bundler or test runner that prefers them over the `node` (CommonJS) build.
const require = createRequire(import.meta.url)

export type S3Sdk = typeof ClientS3
export type PresignedPostSdk = typeof PresignedPost
export type RequestPresignerSdk = typeof RequestPresigner

export const s3Sdk = (): S3Sdk => require('@aws-sdk/client-s3') as S3Sdk
export const presignedPostSdk = (): PresignedPostSdk => require('@aws-sdk/s3-presigned-post') as PresignedPostSdk
export const requestPresignerSdk = (): RequestPresignerSdk =>
  require('@aws-sdk/s3-request-presigner') as RequestPresignerSdk
