/** Where the runnable set-up of docs/operations.md begins and ends. */
export const ONBOARDING_BEGIN = '<!-- onboarding:begin -->'
export const ONBOARDING_END = '<!-- onboarding:end -->'

/**
 * The shell script docs/operations.md's set-up amounts to: every ```sh block between the
 * onboarding markers, in order (blocks in other languages, such as `console` output or `ini`
 * files, are shown to the reader, not run). Throws when the markers or the blocks are missing, so
 * the test fails loudly when the guide is restructured.
 *
 * @example
 * onboardingScript('<!-- onboarding:begin -->\n```sh\nnpm run idx -- status --site 1\n```\n<!-- onboarding:end -->')
 * // 'npm run idx -- status --site 1\n'
 */
export function onboardingScript(markdown: string): string {
  const begin = markdown.indexOf(ONBOARDING_BEGIN)
  const end = markdown.indexOf(ONBOARDING_END)
  if (begin < 0 || end < begin) throw new Error(`the guide has no ${ONBOARDING_BEGIN} … ${ONBOARDING_END} section`)
  const section = markdown.slice(begin, end)
  const blocks = [...section.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]!)
  if (blocks.length === 0) throw new Error('the onboarding section has no ```sh blocks')
  return blocks.join('')
}
