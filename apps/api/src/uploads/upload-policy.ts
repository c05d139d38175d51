import { createHmac } from 'node:crypto'
import { constantTimeEqual } from '../auth/secrets.js'

// The local store's signed upload form: the same fields as an S3 presigned POST (key,
// Content-Type, Policy, X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Signature,
// success_action_status), so the browser does the same for either store. The Policy is S3's
// document (base64 JSON: expiration and conditions) and the signature an HMAC-SHA256 of it under
// the server's upload key (upload-signing-key.ts). No I/O here.

export const LOCAL_ALGORITHM = 'IDX-HMAC-SHA256'
export const LOCAL_BUCKET = 'idx-uploads'

/** What one signed upload allows: this key, this type, this many bytes at most, until then. */
export interface UploadGrant {
  key: string
  contentType: string
  maxBytes: number
  /** Unix seconds from which the form is refused. */
  expires: number
}

interface PolicyDocument {
  expiration: string
  conditions: (Record<string, string> | [string, ...(string | number)[]])[]
}

const amzDate = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/[-:]|\.\d{3}/g, '')

function signatureOf(key: Buffer, policy: string): string {
  return createHmac('sha256', key).update(`idx-upload-v1\n${policy}`).digest('hex')
}

/**
 * The form fields of a signed upload, issued at `nowSeconds`.
 *
 * @example
 * signedUploadFields(key, { key: 'uploads/3/…/house.jpg', contentType: 'image/jpeg', maxBytes: 15728640, expires }, now)
 * // { key, 'Content-Type': 'image/jpeg', success_action_status: '201', Policy: 'eyJ…', 'X-Amz-Signature': '9f…', … }
 */
export function signedUploadFields(signingKey: Buffer, grant: UploadGrant, nowSeconds: number): Record<string, string> {
  const date = amzDate(nowSeconds)
  const credential = `idx/${date.slice(0, 8)}/local/uploads`
  const document: PolicyDocument = {
    expiration: new Date(grant.expires * 1000).toISOString(),
    conditions: [
      { bucket: LOCAL_BUCKET },
      { key: grant.key },
      { 'Content-Type': grant.contentType },
      ['content-length-range', 1, grant.maxBytes],
      { success_action_status: '201' },
      { 'X-Amz-Algorithm': LOCAL_ALGORITHM },
      { 'X-Amz-Credential': credential },
      { 'X-Amz-Date': date },
    ],
  }
  const policy = Buffer.from(JSON.stringify(document)).toString('base64')
  return {
    key: grant.key,
    'Content-Type': grant.contentType,
    success_action_status: '201',
    'X-Amz-Algorithm': LOCAL_ALGORITHM,
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    Policy: policy,
    'X-Amz-Signature': signatureOf(signingKey, policy),
  }
}

/** Why a form was refused, with S3's error code and a sentence for a person. */
export type PolicyCheck =
  | { ok: true; grant: UploadGrant }
  | {
      ok: false
      status: 400 | 403
      code: 'AccessDenied' | 'InvalidPolicyDocument' | 'SignatureDoesNotMatch'
      message: string
    }

/**
 * Checks a posted form's fields (everything before the file) against its Policy and signature:
 * the signature first (constant time), then the expiry, then that every field the policy names
 * has its value. The file's size is checked against `grant.maxBytes` as it arrives.
 */
export function checkUploadFields(signingKey: Buffer, fields: Record<string, string>, nowSeconds: number): PolicyCheck {
  const policy = fields.Policy
  const signature = fields['X-Amz-Signature']
  if (!policy || !signature) {
    return { ok: false, status: 403, code: 'AccessDenied', message: 'The upload form has no Policy or X-Amz-Signature' }
  }
  if (!constantTimeEqual(signatureOf(signingKey, policy), signature)) {
    return {
      ok: false,
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The upload form was not signed by this server: ask for a new signed URL',
    }
  }
  let document: PolicyDocument
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PolicyDocument
  } catch {
    return { ok: false, status: 400, code: 'InvalidPolicyDocument', message: 'The upload Policy is not valid' }
  }
  const expires = Date.parse(document.expiration) / 1000
  if (!(expires > nowSeconds)) {
    return {
      ok: false,
      status: 403,
      code: 'AccessDenied',
      message: 'The signed upload URL has expired: ask for a new one',
    }
  }
  let maxBytes = 0
  const wanted: Record<string, string> = {}
  for (const condition of document.conditions) {
    if (Array.isArray(condition)) {
      if (condition[0] === 'content-length-range') maxBytes = Number(condition[2])
    } else Object.assign(wanted, condition)
  }
  for (const [name, value] of Object.entries(wanted)) {
    if (name === 'bucket') continue
    if (fields[name] !== value) {
      return {
        ok: false,
        status: 403,
        code: 'AccessDenied',
        message: `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${value}"]`,
      }
    }
  }
  return { ok: true, grant: { key: wanted.key!, contentType: wanted['Content-Type']!, maxBytes, expires } }
}

/** A download URL's signature: which object, which size, until when. */
export function downloadSignature(signingKey: Buffer, key: string, size: string, expires: number): string {
  return createHmac('sha256', signingKey)
    .update(`idx-upload-download-v1\n${key}\n${size}\n${expires}`)
    .digest('base64url')
}

export function checkDownloadSignature(
  signingKey: Buffer,
  key: string,
  size: string,
  query: { expires?: string | undefined; signature?: string | undefined },
  nowSeconds: number,
): boolean {
  const { expires, signature } = query
  if (!expires || !/^[0-9]{1,12}$/.test(expires) || !signature) return false
  if (!constantTimeEqual(downloadSignature(signingKey, key, size, Number(expires)), signature)) return false
  return Number(expires) > nowSeconds
}
