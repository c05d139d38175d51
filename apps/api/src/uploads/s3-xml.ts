// The XML S3 answers a browser's form POST with, which the local store answers too, so the
// browser reads one shape whichever store it posted to.

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

export const XML_TYPE = 'application/xml'

/** S3's answer to a POST with success_action_status 201. */
export function postResponseXml(answer: { location: string; bucket: string; key: string; etag: string }): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse>' +
    `<Location>${escapeXml(answer.location)}</Location><Bucket>${escapeXml(answer.bucket)}</Bucket>` +
    `<Key>${escapeXml(answer.key)}</Key><ETag>${escapeXml(answer.etag)}</ETag></PostResponse>`
  )
}

/** S3's error document: a code for programs and a message for people. */
export function errorXml(code: string, message: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error>' +
    `<Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message></Error>`
  )
}
