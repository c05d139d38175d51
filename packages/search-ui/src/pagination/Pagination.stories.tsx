import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination } from './Pagination.js'

/** The pager as it reads, from its visible links and gaps: '‹ 1 … 8 9 [10] 11 12 … 250 ›'. */
function readPager(nav: HTMLElement): string {
  const list = [...nav.querySelectorAll('ol')].find((element) => getComputedStyle(element).display !== 'none')
  if (!list) return ''
  return [...list.querySelectorAll('li')]
    .map((item) => {
      const text = item.querySelector('[aria-hidden="true"]')?.textContent ?? item.textContent ?? ''
      return item.querySelector('[aria-current="page"]') ? `[${text}]` : text
    })
    .join(' ')
}

const meta = {
  title: 'search-ui/Pagination',
  component: Pagination,
  args: {
    page: 10,
    lastPage: 250,
    pageHref: (page) => `?page=${page}`,
    onPageChange: fn(),
    layout: 'wide',
  },
} satisfies Meta<typeof Pagination>
export default meta
type Story = StoryObj<typeof meta>

export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    await expect(readPager(nav)).toBe('‹ 1 … 8 9 [10] 11 12 … 250 ›')
    await expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('link', { name: 'Page 250' })).toHaveAttribute('href', '?page=250')
    await userEvent.click(within(nav).getByRole('link', { name: 'Next page' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(11)
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 1' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1)
  },
}

/**
 * Themed: in a site's brand (Storybook's Theme toolbar, here 'Lakeside'): the current page in the
 * brand colour with white text, the site's font and its rounder corners.
 */
export const Themed: Story = {
  globals: { theme: 'lakeside' },
  play: async ({ canvas }) => {
    const current = within(canvas.getByRole('navigation', { name: 'Pagination' })).getByRole('link', {
      name: 'Page 10',
    })
    const style = getComputedStyle(current)
    await expect(style.backgroundColor).toBe('rgb(107, 33, 168)')
    await expect(style.color).toBe('rgb(255, 255, 255)')
    await expect(style.borderTopLeftRadius).toBe('16px')
    await expect(getComputedStyle(document.body).fontFamily).toMatch(/^"?Lato"?,/)
  },
}

/** While the first search runs there is no page count yet, so there is no pager. */
export const Loading: Story = {
  args: { page: 1, lastPage: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** One page of results needs no pager. */
export const Empty: Story = {
  args: { page: 1, lastPage: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** A stale URL asks for page 999 of 250: the pager shows the last page and offers only real pages. */
export const Error: Story = {
  args: { page: 999 },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    await expect(readPager(nav)).toBe('‹ 1 … 245 246 247 248 249 [250] ›')
    await expect(within(nav).queryByRole('link', { name: 'Next page' })).toBeNull()
    await userEvent.click(within(nav).getByRole('link', { name: 'Previous page' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(249)
  },
}

/** On the first page there is no previous link, and clicking the current page changes nothing. */
export const Edge: Story = {
  args: { page: 1, lastPage: 9 },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    await expect(readPager(nav)).toBe('‹ [1] 2 3 4 5 6 … 9 ›')
    await expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull()
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 1' }))
    await expect(args.onPageChange).not.toHaveBeenCalled()
  },
}

/** Small screens show 5 pages. */
export const Compact: Story = {
  args: { layout: 'compact' },
  play: async ({ canvas }) => {
    await expect(readPager(canvas.getByRole('navigation'))).toBe('‹ 1 … 9 [10] 11 … 250 ›')
  },
}

/** 'auto' shows exactly one of the two pagers, whichever the viewport calls for. */
export const Auto: Story = {
  args: { layout: 'auto' },
  play: async ({ canvas }) => {
    const small = !window.matchMedia('(min-width: 30em)').matches
    await expect(canvas.getAllByRole('link', { name: /^Page \d+$/ })).toHaveLength(small ? 5 : 7)
  },
}

/** A modified click (new tab) is left to the browser; the host is not asked to change page. */
export const ModifiedClick: Story = {
  play: async ({ args, canvas }) => {
    // Stop the story's own frame from navigating, after the pager has seen the click.
    const stay = (event: Event) => event.preventDefault()
    window.addEventListener('click', stay)
    try {
      const link = canvas.getByRole('link', { name: 'Page 11' })
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }))
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }))
    } finally {
      window.removeEventListener('click', stay)
    }
    await expect(args.onPageChange).not.toHaveBeenCalled()
  },
}

/** The links work from the keyboard: Tab to one and press Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPageChange).toHaveBeenCalledWith(9)
  },
}
