import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { SiteSettingsForm } from './SiteSettingsForm.js'
import type { SiteSettings } from './site-settings-form-values.js'

const SETTINGS: SiteSettings = {
  name: 'Lone Star Realty',
  logo_url: '/favicon.svg',
  primary_color: '#1a56db',
  accent_color: null,
  font: null,
  favicon_url: null,
  radius: 8,
  card_shadow: null,
  disclaimer_enabled: true,
  disclaimer_template: 'Listing data courtesy of {mls}.',
  privacy_policy_url: 'https://lonestar.example/privacy',
  terms_of_use_url: null,
  idx_listing_agent_card: true,
  assign_agent_at_signup: false,
  sso_login: false,
  front_facing_site_idx_prefix: '/idx',
  embed_origins: ['https://www.lonestar.example'],
  redirect_uris: ['https://www.lonestar.example/app/oauth/callback'],
}

const meta = {
  title: 'admin-editor/site-settings/SiteSettingsForm',
  component: SiteSettingsForm,
  args: { settings: SETTINGS, onSave: fn(), onReload: fn() },
} satisfies Meta<typeof SiteSettingsForm>
export default meta
type Story = StoryObj<typeof meta>

/** Loading: a status in place of the form. */
export const Loading: Story = {
  args: { settings: null, state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the site settings…')
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** Error: the settings could not be read. */
export const Failed: Story = {
  args: { settings: null, state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The site settings could not be loaded')
  },
}

/** Empty: a site with nothing set beyond its name; Save waits for a change. */
export const Empty: Story = {
  args: {
    settings: {
      ...SETTINGS,
      logo_url: null,
      primary_color: null,
      disclaimer_enabled: false,
      disclaimer_template: null,
      privacy_policy_url: null,
      idx_listing_agent_card: false,
      embed_origins: [],
      redirect_uris: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No logo')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Save settings' })).toBeDisabled()
  },
}

/** Typical: the sections with the saved values; a change saves only what changed. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    for (const legend of ['Brand', 'Legal', 'Features', 'Embedding']) {
      await expect(canvas.getByRole('group', { name: legend })).toBeVisible()
    }
    await expect(canvas.getByRole('img', { name: 'Logo preview' })).toBeVisible()
    const name = canvas.getByLabelText('Site name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Lone Star Homes')
    await userEvent.click(canvas.getByLabelText('Choose an agent at sign-up'))
    await userEvent.selectOptions(canvas.getByLabelText('Font'), 'Playfair Display')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: 'Lone Star Homes',
        assign_agent_at_signup: true,
        font: 'playfair',
      }),
    )
  },
}

/** Saved: the spec's success text. */
export const Saved: Story = {
  args: { saveState: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Site settings were updated successfully')).toBeVisible()
  },
}

/** Failed save: the server's reason. */
export const SaveFailed: Story = {
  args: { saveState: 'failed', saveMessage: 'Oops, Something went wrong...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was a problem saving the site settings: Oops, Something went wrong...',
    )
  },
}

/** Conflict: someone saved first; Reload loads their changes. */
export const Conflict: Story = {
  args: {
    saveState: 'conflict',
    saveMessage:
      "This site's configuration was changed by Ada Admin at 2026-11-29 18:50 UTC after you opened it: reload to see their changes.",
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('changed by Ada Admin')
    await userEvent.click(canvas.getByRole('button', { name: 'Reload their changes' }))
    await expect(args.onReload).toHaveBeenCalled()
  },
}

/** Edge: bad values are named before saving, by the same rules as the server; nothing is saved. */
export const InvalidValues: Story = {
  play: async ({ canvas, args }) => {
    const colour = canvas.getByLabelText('Brand colour')
    await userEvent.clear(colour)
    await userEvent.type(colour, 'blue')
    const origins = canvas.getByLabelText('Sites allowed to embed the search')
    await userEvent.clear(origins)
    await userEvent.type(origins, 'https://ok.example{enter}http://broker.example/homes')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(await canvas.findByText('Colour must be a colour as #rrggbb, e.g. #1a56db')).toBeVisible()
    await expect(canvas.getByText(/The origin on line 2 \("http:\/\/broker.example\/homes"\)/)).toBeVisible()
    await expect(colour).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/**
 * Edge: a colour too light to read on white is kept, with a warning that visitors see the default
 * colour instead (the pages never become unreadable); a readable one clears the warning.
 */
export const LowContrastColour: Story = {
  play: async ({ canvas, args }) => {
    const colour = canvas.getByLabelText('Brand colour')
    await userEvent.clear(colour)
    await userEvent.type(colour, '#ffd400')
    const warning = await canvas.findByText(
      'The brand colour #ffd400 has a contrast of 1.4:1 on white; WCAG AA needs 4.5:1: the default colour is used',
    )
    await expect(warning).toBeVisible()
    await expect(colour.getAttribute('aria-describedby')).toContain(warning.id)
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ primary_color: '#ffd400' }))
    await userEvent.clear(colour)
    await userEvent.type(colour, '#1d4ed8')
    await waitFor(() => expect(canvas.queryByText(/has a contrast of/)).toBeNull())
  },
}

/**
 * Corners and card shadow: the radius (0 to 24 px) and the shadow's choice save as a number and a
 * name; a radius out of range or an http:// logo is named before saving, and nothing is saved.
 */
export const CornersAndShadow: Story = {
  play: async ({ canvas, args }) => {
    const radius = canvas.getByLabelText('Corner radius')
    await expect(radius).toHaveValue(8)
    await expect(canvas.getByLabelText('Card shadow')).toHaveValue('')
    await userEvent.clear(radius)
    await userEvent.type(radius, '30')
    const logo = canvas.getByLabelText('Logo URL')
    await userEvent.clear(logo)
    await userEvent.type(logo, 'http://cdn.lonestar.example/logo.png')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(await canvas.findByText('The corner radius must be a whole number of px from 0 to 24')).toBeVisible()
    await expect(radius).toHaveAttribute('aria-invalid', 'true')
    await expect(
      canvas.getByText(
        'The logo must be an https:// address or a path on this site: browsers block http:// images on a secure page',
      ),
    ).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()

    await userEvent.clear(radius)
    await userEvent.type(radius, '0')
    await userEvent.clear(logo)
    await userEvent.type(logo, '/favicon.svg')
    await userEvent.selectOptions(canvas.getByLabelText('Card shadow'), 'Soft')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ radius: 0, card_shadow: 'soft' }))
  },
}

/** Versions: the history with restore under the form. */
export const WithVersions: Story = {
  args: {
    versions: {
      list: [
        {
          version: 2,
          savedAt: '2026-11-29T18:50:00Z',
          savedByName: 'Ada Admin',
          changes: [{ path: '/name', kind: 'changed', before: 'Old', after: 'Lone Star Realty' }],
        },
        { version: 1, savedAt: '2026-11-28T10:00:00Z', savedByName: 'Initial setup', changes: [] },
      ],
      currentVersion: 2,
      onRestore: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Saved versions' })).toBeVisible()
    await expect(canvas.getByText('Ada Admin', { exact: false })).toBeVisible()
  },
}
