import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sanitizeFeedHtml } from './sanitize-feed-html.js'

/** Shows a feed's HTML as a host would: sanitised, then set as inner HTML. */
function FeedHtml({ html }: { html: string }) {
  return <div data-testid="feed" dangerouslySetInnerHTML={{ __html: sanitizeFeedHtml(html) }} />
}

const meta = {
  title: 'ui/sanitizeFeedHtml',
  component: FeedHtml,
  args: { html: '<p>© 2026 Central Texas MLS. <a href="https://example.com/terms" target="_blank">Terms</a></p>' },
} satisfies Meta<typeof FeedHtml>
export default meta
type Story = StoryObj<typeof meta>

/** A usual disclaimer keeps its text and links; a link to a new tab gets rel="noopener noreferrer". */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('feed')).toHaveTextContent('© 2026 Central Texas MLS.')
    const link = canvas.getByRole('link', { name: 'Terms' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

/** Scripts, handlers and javascript: URLs never run; styles, forms and frames are dropped (a button's text stays). */
export const Hostile: Story = {
  args: {
    html:
      '<p onclick="alert(1)" style="position:fixed" class="x" id="y">© MLS<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">Click</a><style>body{display:none}</style><iframe src="https://example.com"></iframe>' +
      '<form><input name="q"><button>Go</button></form>',
  },
  play: async ({ canvas }) => {
    const feed = canvas.getByTestId('feed')
    await expect(feed.innerHTML).toBe('<p>© MLS</p><a>Click</a>Go')
  },
}

/** Empty HTML stays empty. */
export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('feed')).toBeEmptyDOMElement()
  },
}
