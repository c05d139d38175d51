/**
 * The plain URL of a listing's photo, served by the photos route.
 *
 * @example
 * photoUrl(7, 2, '1280x720') // '/api/v3/photos/7/2/1280x720.png'
 */
export function photoUrl(listingId: number, index: number, size: string): string {
  return `/api/v3/photos/${listingId}/${index}/${size}.png`
}
