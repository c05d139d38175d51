// Text a user wrote that the site repeats to someone else (an inviter's first name, a collection's
// name in an invitation e-mail) must not carry a link or an address: mail clients turn
// `evil.example/login` into a link, and the recipient reads it as the site's own words. Names
// rarely look like that, so a false alarm costs little (the mail says "a collection" instead).

// Zero-width spaces, soft hyphens and direction marks: invisible, so they can split a domain for a
// filter and vanish for the reader.
const INVISIBLE = /\p{Cf}/gu
// Defanged dots, as in `evil[.]example` or `evil(dot)example`: written for people to re-type.
const DEFANGED_DOT = /\s*[[({<]\s*(?:\.|dot)\s*[\])}>]\s*/giu
// After NFKC (which folds full-width letters, `．` and `＠`), the ideographic full stop remains.
const IDEOGRAPHIC_DOT = /\u3002/gu

const LINK_PATTERNS: readonly RegExp[] = [
  // Any scheme followed by `//` (https://, hxxp://, ftp://, file://).
  /\p{L}[\p{L}\p{N}+.-]*:\/\//u,
  // Schemes without `//` that mail clients still follow.
  /(?:^|[^\p{L}\p{N}])(?:https?|hxxps?|mailto|tel|sms|javascript):/iu,
  // www. in front of anything.
  /(?:^|[^\p{L}\p{N}])www\d{0,3}\./iu,
  // An e-mail address, or anything@anything.
  /[^\s@]@[^\s@]/u,
  // A domain-like token: labels joined by dots ending in a label of two or more letters (or an
  // internationalised xn-- one), as `evil.example`, `EVIL.EXAMPLE/login`, `x.co`; not `St. John`,
  // `J.R.R.` or `2.0`.
  /(?:^|[^\p{L}\p{N}_-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)(?![\p{L}\p{N}])/iu,
  // An IPv4 address.
  /(?:^|[^\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?![\p{N}])/u,
]

/**
 * Whether user-written text reads as a link or an address: a scheme (`http:`, `hxxp://`,
 * `mailto:`), `www.`, an e-mail address, a domain-like token (`evil.example/login`) or an IP
 * address, also when written with full-width characters, invisible characters or defanged dots.
 *
 * @example
 * readsAsLink('Dream homes 2.0') // false
 * readsAsLink('Verify at evil.example/login') // true
 */
export function readsAsLink(text: string): boolean {
  const plain = text.normalize('NFKC').replace(INVISIBLE, '').replace(DEFANGED_DOT, '.').replace(IDEOGRAPHIC_DOT, '.')
  return LINK_PATTERNS.some((pattern) => pattern.test(plain))
}
