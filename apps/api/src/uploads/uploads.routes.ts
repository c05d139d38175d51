import { createHash } from 'node:crypto'
import fastifyMultipart from '@fastify/multipart'
import type { FastifyError, FastifyReply } from 'fastify'
import { isPhotoSize, PHOTO_SIZES } from '../photos/index.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { PhotoRefused, processPhoto } from './photo-pipeline.js'
import { UPLOADS_PATH } from './preview-url.js'
import { requestOrigin } from './request-origin.js'
import { errorXml, postResponseXml, XML_TYPE } from './s3-xml.js'
import { storedPhotoKeys, storeProcessedPhoto } from './stored-photos.js'
import { storedSize } from './stored-photo-response.js'
import { checkDownloadSignature, checkUploadFields, LOCAL_BUCKET } from './upload-policy.js'
import { uploadFileName, uploadKeySite } from './upload-keys.js'

const xmlResponse = (description: string) => ({
  description,
  content: { [XML_TYPE]: { schema: { type: 'string' } } },
})

/** A refusal as S3 words it; `reply` carries the status. */
class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

function sendXmlError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').type(XML_TYPE).send(errorXml(code, message))
}

/**
 * The local store's side of signed uploads: `POST uploads` takes the form `GET signed_urls`
 * signed (S3's presigned POST fields, the file last), checks the policy, then the file's real
 * content (sharp), and keeps its stripped original and every size at once; `GET uploads/{key}`
 * serves an upload's size from a signed, expiring URL (uploadPreviewUrl: the wizard's thumbnails).
 */
export async function uploadsRoutes(app: SchemaTypedApp): Promise<void> {
  const uploads = app.photoUploads
  const maxBytes = uploads.config.maxBytes

  // Multipart bodies are parsed for this route only; every other route keeps refusing them.
  await app.register(async function uploadForm(scope: SchemaTypedApp) {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21, headerPairs: 100 },
    })
    scope.post(
      '/uploads',
      {
        config: { public: true },
        // Whatever goes wrong with a form, the browser reads S3's XML, as it would from the bucket.
        errorHandler(error: FastifyError, request, reply) {
          // What is not a form at all (no browser posts that) is answered as any API request is.
          if (!request.isMultipart() && !(error instanceof UploadRefused)) throw error
          if (error instanceof UploadRefused) return sendXmlError(reply, error.status, error.code, error.message)
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
            return sendXmlError(
              reply,
              400,
              'EntityTooLarge',
              `The photo is larger than the ${megabytes(maxBytes)} a photo may be`,
            )
          }
          const given = error.statusCode ?? (error as { status?: number }).status
          const status = given && given < 500 ? given : 500
          if (status === 500) reply.log.error({ err: error }, 'upload failed')
          return sendXmlError(
            reply,
            status,
            status === 500 ? 'InternalError' : 'MalformedPOSTRequest',
            status === 500 ? 'The upload could not be stored: try again' : error.message,
          )
        },
        schema: {
          tags: ['media'],
          summary: 'Uploads one photo with a form GET signed_urls signed (the local store)',
          description:
            "multipart/form-data: every field of the signed URL's `credentials`, then `file` last (as S3 takes " +
            'a presigned POST). The policy is checked (key, Content-Type, size, expiry, signature), then the ' +
            "file's real content: a JPEG, PNG, WebP, AVIF or GIF of at least 302x190 pixels. It is kept upright, " +
            "without metadata (location, camera), with every size the site shows. 201: S3's `<PostResponse>` " +
            "(Location, Bucket, Key, ETag); 4xx: S3's `<Error>` with a Message naming the file. A form is used once.",
          consumes: ['multipart/form-data'],
          response: {
            201: xmlResponse("S3's PostResponse: Location, Bucket, Key, ETag"),
            400: xmlResponse("S3's Error: not an image, too large, too small, a malformed form"),
            403: xmlResponse("S3's Error: a wrong or expired signature, a field the policy does not allow"),
          },
        },
      },
      async (request, reply) => {
        const fields: Record<string, string> = {}
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value
            continue
          }
          if (part.fieldname !== 'file') {
            part.file.resume()
            throw new UploadRefused(400, 'InvalidArgument', 'The file must be sent as the form field named file')
          }
          const check = checkUploadFields(await uploads.signingKey(), fields, Math.floor(Date.now() / 1000))
          if (!check.ok) {
            // Read to the end, so the browser sees the answer rather than a cut connection.
            part.file.resume()
            throw new UploadRefused(check.status, check.code, check.message)
          }
          const { key, maxBytes: allowed } = check.grant
          const name = part.filename || uploadFileName(key)
          if (uploadKeySite(key) === null) throw new UploadRefused(403, 'AccessDenied', 'The key is not an upload key')
          if ((await storedPhotoKeys(app.db, [key])).has(key)) {
            part.file.resume()
            throw new UploadRefused(403, 'AccessDenied', 'This signed upload was used already: ask for a new one')
          }
          let body: Buffer
          try {
            body = await part.toBuffer()
          } catch (error) {
            if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new UploadRefused(
                400,
                'EntityTooLarge',
                `${name} is larger than the ${megabytes(allowed)} a photo may be`,
              )
            }
            throw error
          }
          if (body.length > allowed) {
            throw new UploadRefused(
              400,
              'EntityTooLarge',
              `${name} is larger than the ${megabytes(allowed)} a photo may be`,
            )
          }
          try {
            await storeProcessedPhoto(uploads, key, await processPhoto(body, name, allowed), null)
          } catch (error) {
            if (error instanceof PhotoRefused) throw new UploadRefused(400, 'InvalidArgument', error.message)
            throw error
          }
          const location = `${requestOrigin(request, app.config.publicUrl)}${UPLOADS_PATH}/${key.split('/').map(encodeURIComponent).join('/')}`
          const etag = `"${createHash('md5').update(body).digest('hex')}"`
          return reply
            .code(201)
            .header('cache-control', 'no-store')
            .header('location', location)
            .type(XML_TYPE)
            .send(postResponseXml({ location, bucket: LOCAL_BUCKET, key, etag }))
        }
        throw new UploadRefused(400, 'InvalidArgument', 'The form has no file: send it as the last field, named file')
      },
    )
  })

  app.get(
    '/uploads/uploads/:siteId/:folder/:name',
    {
      config: { public: true },
      schema: {
        tags: ['media'],
        summary: "An uploaded photo from a signed, expiring URL (the wizard's previews)",
        description:
          'The URL is signed by the server (uploadPreviewUrl) for one size and until `expires`. `size` is one of ' +
          `${PHOTO_SIZES.join(', ')}, or absent for the stripped original. WebP when Accept takes image/webp, ` +
          'else JPEG (`Vary: Accept`). Without a valid signature: 404.',
        params: {
          type: 'object',
          required: ['siteId', 'folder', 'name'],
          properties: {
            siteId: { type: 'string', pattern: '^[0-9]+$', maxLength: 10 },
            folder: { type: 'string', maxLength: 36 },
            name: { type: 'string', maxLength: 100 },
          },
        },
        querystring: {
          type: 'object',
          properties: {
            size: { type: 'string', maxLength: 16, description: `One of ${PHOTO_SIZES.join(', ')}` },
            expires: { type: 'string', maxLength: 16, description: 'Unix seconds' },
            signature: {
              type: 'string',
              maxLength: 64,
              description: 'HMAC-SHA256 (base64url) of key, size and expires',
            },
          },
        },
        response: {
          200: { description: 'The photo', content: { 'image/webp': { schema: { type: 'string' } } } },
          404: { $ref: 'JsonApiError#' },
        },
      },
    },
    async (request, reply) => {
      const { siteId, folder, name } = request.params
      const key = `uploads/${siteId}/${folder}/${name}`
      const size = request.query.size ?? 'original'
      const valid =
        (size === 'original' || isPhotoSize(size)) &&
        checkDownloadSignature(await uploads.signingKey(), key, size, request.query, Math.floor(Date.now() / 1000))
      const photo = !valid
        ? null
        : isPhotoSize(size)
          ? await storedSize(uploads, key, size, request.headers.accept)
          : (await storedPhotoKeys(app.db, [key])).has(key)
            ? await uploads.store.get(key)
            : null
      if (!photo) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ errors: [{ status: '404', title: 'Not Found', detail: `No upload ${name} at this URL` }] })
      }
      const secondsLeft = Math.max(0, Number(request.query.expires) - Math.floor(Date.now() / 1000))
      return reply
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('vary', 'Accept')
        .type(photo.contentType)
        .send(photo.body)
    },
  )
}
