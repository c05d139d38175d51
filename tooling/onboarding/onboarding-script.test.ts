import { describe, expect, it } from 'vitest'
import { onboardingScript } from './onboarding-script.js'

describe('onboardingScript', () => {
  it('runs the sh blocks between the markers, in order, and nothing else', () => {
    const guide = [
      '```sh\nnpm ci\n```',
      '<!-- onboarding:begin -->',
      'Create the site:',
      '```sh\nnpm run -s idx -- create-site --name "A" --domain a.example\n```',
      '```console\nCreated site 1\n```',
      '```sh\nnpm run -s idx -- status --site a.example\n```',
      '<!-- onboarding:end -->',
      '```sh\nsudo systemctl restart idx\n```',
    ].join('\n')
    expect(onboardingScript(guide)).toBe(
      'npm run -s idx -- create-site --name "A" --domain a.example\nnpm run -s idx -- status --site a.example\n',
    )
  })

  it('fails loudly without the markers or blocks', () => {
    expect(() => onboardingScript('```sh\nls\n```')).toThrow(/onboarding:begin/)
    expect(() => onboardingScript('<!-- onboarding:begin -->\ntext\n<!-- onboarding:end -->')).toThrow(/no ```sh/)
  })
})
