import { AVATAR_SIZES, letterAvatar } from '@idx/domain'
import { Style } from '../theme/Style.js'

/** Where the avatar shows, which sets its size: card 60, chat 32, member 40 (CSS pixels). */
export type AvatarSize = keyof typeof AVATAR_SIZES

export interface LetterAvatarProps {
  /** The person's name: its initials are drawn, and it is the avatar's accessible name. */
  name: string | null | undefined
  size?: AvatarSize
  className?: string
}

const CSS = `
.idx-avatar {
  display: inline-flex; flex: none; align-items: center; justify-content: center; overflow: hidden;
  border-radius: 50%; font-family: var(--idx-font, inherit); font-weight: 600; line-height: 1;
  user-select: none;
}
`

/**
 * A letter avatar for a user without a photo: the name's initials on one of 20 colours
 * (`letterAvatar` in `@idx/domain` decides both), at the spec's sizes. It is an image named by
 * the person's name, so a screen reader does not spell out the letters.
 *
 * @example
 * <LetterAvatar name="Ada Lovelace" size="card" /> // 60 px, 'AL'
 */
export function LetterAvatar({ name, size = 'member', className }: LetterAvatarProps) {
  const { letters, color, textColor } = letterAvatar(name)
  const pixels = AVATAR_SIZES[size]
  return (
    <span
      role="img"
      aria-label={name?.trim() || 'Unknown user'}
      className={['idx-avatar', className].filter(Boolean).join(' ')}
      data-size={size}
      style={{ width: pixels, height: pixels, background: color, color: textColor, fontSize: pixels * 0.4 }}
    >
      <Style id="idx-avatar" css={CSS} />
      <span aria-hidden="true">{letters}</span>
    </span>
  )
}
