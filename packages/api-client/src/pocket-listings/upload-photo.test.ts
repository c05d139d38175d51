import { describe, expect, it, vi } from 'vitest'
import { createPhotoUploader, readS3Answer, type UploadRequest } from './upload-photo.js'

/** An XMLHttpRequest that answers with `status` and `body` after reporting half the file sent. */
function fakeRequest(status: number, body: string, sent: FormData[] = []): () => UploadRequest {
  return () => {
    const request: UploadRequest & { status: number; responseText: string; url?: string } = {
      status: 0,
      responseText: '',
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      onabort: null,
      open: (_method, url) => {
        request.url = url
      },
      send: (form) => {
        sent.push(form)
        queueMicrotask(() => {
          request.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true })
          request.status = status
          request.responseText = body
          request.onload?.()
        })
      },
      abort: () => queueMicrotask(() => request.onabort?.()),
    }
    return request
  }
}

const signed = {
  data: {
    type: 'signed_urls',
    id: 'uploads/1/u/house.jpg',
    attributes: { url: 'https://bucket.example/', credentials: { key: 'uploads/1/u/house.jpg', Policy: 'p' } },
  },
}

const jsonFetch = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

describe('createPhotoUploader', () => {
  it('asks for a signed URL with the name and type, posts the fields then the file, and reads Location and Key', async () => {
    const sent: FormData[] = []
    const fetch = jsonFetch(200, signed)
    const upload = createPhotoUploader({
      baseUrl: 'https://site.example',
      getToken: async () => 'agent-token',
      fetch,
      createRequest: fakeRequest(
        201,
        '<PostResponse><Location>https://bucket.example/uploads/1/u/house.jpg</Location><Key>uploads/1/u/house.jpg</Key></PostResponse>',
        sent,
      ),
    })
    const progress: number[] = []
    const file = new File(['jpeg'], 'house.jpg', { type: 'image/jpeg' })
    const result = await upload(file, (fraction) => progress.push(fraction), new AbortController().signal)
    expect(result).toEqual({ location: 'https://bucket.example/uploads/1/u/house.jpg', key: 'uploads/1/u/house.jpg' })
    expect(progress).toEqual([0.5, 1])
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(decodeURIComponent(url)).toBe(
      'https://site.example/api/v3/signed_urls?file[name]=house.jpg&conditions[Content-Type]=image/jpeg',
    )
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer agent-token')
    const names: string[] = []
    sent[0]!.forEach((_value, name) => names.push(name))
    expect(names).toEqual(['key', 'Policy', 'file'])
  })

  it("rejects with the storage's own message when the upload is refused", async () => {
    const upload = createPhotoUploader({
      baseUrl: '',
      getToken: async () => 't',
      fetch: jsonFetch(200, signed),
      createRequest: fakeRequest(
        400,
        '<Error><Code>InvalidImage</Code><Message>notes.jpg is not an image</Message></Error>',
      ),
    })
    await expect(
      upload(new File(['text'], 'notes.jpg', { type: 'image/jpeg' }), () => {}, new AbortController().signal),
    ).rejects.toMatchObject({ message: 'notes.jpg is not an image', retryable: false })
  })

  it("rejects with the API's error detail when no signed URL is given", async () => {
    const upload = createPhotoUploader({
      baseUrl: '',
      getToken: async () => 't',
      fetch: jsonFetch(400, { errors: [{ status: '400', detail: 'Only images can be uploaded' }] }),
      createRequest: fakeRequest(201, ''),
    })
    await expect(
      upload(new File(['x'], 'a.pdf', { type: 'application/pdf' }), () => {}, new AbortController().signal),
    ).rejects.toThrow('Only images can be uploaded')
  })

  it('rejects with an AbortError when cancelled', async () => {
    const controller = new AbortController()
    const upload = createPhotoUploader({
      baseUrl: '',
      getToken: async () => 't',
      fetch: jsonFetch(200, signed),
      createRequest: () => {
        const request = fakeRequest(201, '')()
        request.send = () => controller.abort()
        return request
      },
    })
    await expect(
      upload(new File(['x'], 'a.jpg', { type: 'image/jpeg' }), () => {}, controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('reads S3 answers with escaped characters', () => {
    expect(readS3Answer('<Error><Code>X</Code><Message>a &amp; b&apos;s</Message></Error>')).toEqual({
      location: undefined,
      key: undefined,
      message: "a & b's",
    })
  })
})
