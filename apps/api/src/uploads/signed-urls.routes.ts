import { currentUser, ADMIN_SCOPE_REQUIRED_DETAIL } from '../auth/site-auth.js'
import { ApiError, PermissionError } from '../http/errors.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { presignedPostSdk } from './aws-sdk.js'
import { PHOTO_CONTENT_TYPES } from './photo-pipeline.js'
import { UPLOADS_PATH } from './preview-url.js'
import { requestOrigin } from './request-origin.js'
import { signedUploadFields } from './upload-policy.js'
import { newUploadKey } from './upload-keys.js'

const signedUrlSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['type', 'id', 'attributes'],
      properties: {
        type: { const: 'signed_urls' },
        id: { type: 'string', description: 'The upload key' },
        attributes: {
          type: 'object',
          required: ['url', 'credentials', 'key', 'expires_at', 'max_bytes'],
          properties: {
            url: { type: 'string', description: 'Where the form is POSTed (multipart/form-data)' },
            credentials: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'The form fields to send, in any order, before the `file` field (sent last)',
            },
            key: { type: 'string', description: 'The object key: uploads/<site id>/<uuid>/<file name>' },
            expires_at: { type: 'string', format: 'date-time' },
            max_bytes: { type: 'integer', description: 'The largest file the form takes' },
          },
        },
      },
    },
  },
} as const

/**
 * `GET signed_urls`: a short-lived form to upload one photo straight to the store (the local
 * `POST uploads`, or the S3 bucket's presigned POST), for the agents and administrators of the
 * site. The form is bound to one key, one content type and at most IDX_UPLOAD_MAX_BYTES, and
 * expires after IDX_UPLOAD_URL_TTL_SECONDS.
 */
export async function signedUrlsRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/signed_urls',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['media'],
        summary: 'A signed form to upload one listing photo (agents and administrators)',
        description:
          "Answers the URL and form fields (`credentials`, an S3 presigned POST's: key, Content-Type, Policy, " +
          'X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Signature, success_action_status 201) to POST the ' +
          "file to as multipart/form-data, `file` last. Success is a 201 with S3's `<PostResponse>` XML (Location, " +
          "Key); a refusal S3's `<Error>` XML with a readable Message. The form is for this key, this content " +
          'type and size up to max_bytes only, until expires_at. Content types: ' +
          `${PHOTO_CONTENT_TYPES.join(', ')}; the photo's real content is checked too.`,
        querystring: {
          type: 'object',
          required: ['file[name]', 'conditions[Content-Type]'],
          properties: {
            'file[name]': {
              type: 'string',
              minLength: 1,
              maxLength: 255,
              description: "The file's name, e.g. house.jpg",
            },
            'conditions[Content-Type]': {
              type: 'string',
              maxLength: 100,
              description: "The file's type, e.g. image/jpeg",
            },
          },
        },
        response: { 200: signedUrlSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      if (user.agentId === null && !user.scopes.includes('admin'))
        throw new PermissionError(ADMIN_SCOPE_REQUIRED_DETAIL)
      const name = request.query['file[name]']
      const contentType = request.query['conditions[Content-Type]'].trim().toLowerCase()
      if (!PHOTO_CONTENT_TYPES.includes(contentType)) {
        throw new ApiError(
          400,
          `${name} is not an image (${contentType || 'no type'}): upload a JPEG, PNG, WebP, AVIF or GIF photo`,
          { parameter: 'conditions[Content-Type]' },
        )
      }
      const uploads = app.photoUploads
      const { maxBytes, urlTtlSeconds } = uploads.config
      const key = newUploadKey(request.site.id, name)
      const now = Math.floor(Date.now() / 1000)
      const expires = now + urlTtlSeconds
      let url: string
      let credentials: Record<string, string>
      if (uploads.config.storage === 's3' && uploads.s3) {
        const post = await presignedPostSdk().createPresignedPost(uploads.s3, {
          Bucket: uploads.config.s3.bucket,
          Key: key,
          Conditions: [
            ['content-length-range', 1, maxBytes],
            ['eq', '$Content-Type', contentType],
            ['eq', '$success_action_status', '201'],
          ],
          Fields: { 'Content-Type': contentType, success_action_status: '201' },
          Expires: urlTtlSeconds,
        })
        url = post.url
        credentials = post.fields
      } else {
        url = `${requestOrigin(request, app.config.publicUrl)}${UPLOADS_PATH}`
        credentials = signedUploadFields(await uploads.signingKey(), { key, contentType, maxBytes, expires }, now)
      }
      return {
        data: {
          type: 'signed_urls' as const,
          id: key,
          attributes: {
            url,
            credentials,
            key,
            expires_at: new Date(expires * 1000).toISOString(),
            max_bytes: maxBytes,
          },
        },
      }
    },
  )
}
