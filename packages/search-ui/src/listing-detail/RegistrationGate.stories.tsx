import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { RegistrationGate } from './RegistrationGate.js'
import { detailListing, photo, undisclosedListing } from './story-fixtures.js'

const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" rx="6" fill="#0b5cad"/><text x="80" y="30" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">Lone Star Realty</text></svg>',
)}`

const meta = {
  title: 'search-ui/listing-detail/RegistrationGate',
  component: RegistrationGate,
  args: { listing: detailListing, siteLogoUrl: LOGO, siteName: 'Lone Star Realty', onLogin: fn() },
} satisfies Meta<typeof RegistrationGate>
export default meta
type Story = StoryObj<typeof meta>

/** Several photos and a disclosed address: the photo count and the street invite the visitor in. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Get Instant Access to the Price and Pictures of this Property!' }),
    ).toBeVisible()
    await expect(canvas.getByText('View all the details of 1105 W Mary St and others like it.')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Lone Star Realty logo' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Cover photo of 1105 W Mary St' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'View 4 photos now' }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
  },
}

/** One image is not "photos": the button offers the price instead. */
export const OnePhoto: Story = {
  args: { listing: { ...detailListing, photo_urls: [photo(1)] } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Price now' }))
    await expect(args.onLogin).toHaveBeenCalled()
  },
}

/** Without disclose_address, or with the undisclosed street, the street line is left out. */
export const UndisclosedAddress: Story = {
  args: { listing: undisclosedListing },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/View all the details of/)).toBeNull()
    await expect(canvas.getByRole('button', { name: 'View 4 photos now' })).toBeVisible()
  },
}

/** A listing with no photos and a site with no logo still gates, on 'View Price now'. */
export const NoPhotos: Story = {
  args: {
    listing: { ...detailListing, photo_urls: [], cover_photo_url: null, disclose_address: false },
    siteLogoUrl: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'View Price now' })).toBeVisible()
  },
}
