import { FOCUS_RING, THEME } from '../shared/styles.js'

/** Badge colours per status colour class; each pair passes WCAG AA for small bold text. */
const BADGE_COLOURS = {
  green: 'background: #1a7f37; color: #ffffff;',
  yellow: 'background: #ffd33d; color: #1f2328;',
  'light-red': 'background: #ffebe9; color: #a40e26;',
  black: 'background: #1f2328; color: #ffffff;',
} as const

export const LISTING_CARD_CSS = `
.idx-card {
  position: relative; display: flex; flex-direction: column; box-sizing: border-box; min-width: 0; height: 100%;
  border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; overflow: hidden; box-shadow: ${THEME.cardShadow};
  background: ${THEME.surface}; color: ${THEME.text}; font-family: ${THEME.font};
}
.idx-card[data-highlighted] { border-color: ${THEME.accent}; box-shadow: 0 0 0 1px ${THEME.accent}; }
.idx-card__media { position: relative; aspect-ratio: 302 / 190; background: ${THEME.subtle}; }
.idx-card__photo-link { display: block; width: 100%; height: 100%; }
.idx-card__img { display: block; width: 100%; height: 100%; object-fit: cover; }
.idx-card__no-photo {
  display: flex; align-items: center; justify-content: center; width: 100%; height: 100%;
  color: ${THEME.muted}; font-size: 0.875rem;
}
.idx-card__photo-button {
  position: absolute; top: 50%; transform: translateY(-50%); display: inline-flex; align-items: center;
  justify-content: center; width: 2rem; height: 2rem; padding: 0 0 0.125rem; border: 0; border-radius: 50%;
  background: rgba(255, 255, 255, 0.94); color: #1f2328; font-size: 1.375rem; line-height: 1; cursor: pointer;
  box-shadow: 0 1px 4px rgba(31, 35, 40, 0.35);
}
.idx-card__photo-button--previous { left: 0.5rem; }
.idx-card__photo-button--next { right: 0.5rem; }
.idx-card__photo-button:focus-visible { ${FOCUS_RING} }
.idx-card__photo-count {
  position: absolute; right: 0.5rem; bottom: 0.5rem; padding: 0.125rem 0.5rem; border-radius: 999px;
  background: rgba(31, 35, 40, 0.85); color: #ffffff; font-size: 0.75rem;
}
.idx-card__labels {
  position: absolute; top: 0.5rem; left: 0.5rem; right: 3rem; display: flex; flex-wrap: wrap; gap: 0.25rem;
  margin: 0; pointer-events: none;
}
.idx-card__badge, .idx-card__open-house {
  padding: 0.125rem 0.5rem; border-radius: 4px; font-size: 0.75rem; font-weight: 700; line-height: 1.5;
}
${Object.entries(BADGE_COLOURS)
  .map(([colour, rule]) => `.idx-card__badge[data-color='${colour}'] { ${rule} }`)
  .join('\n')}
.idx-card__open-house { background: #ffffff; color: ${THEME.accent}; box-shadow: inset 0 0 0 1px ${THEME.accent}; }
.idx-card__body { display: flex; flex: 1; flex-direction: column; gap: 0.25rem; padding: 0.75rem; }
.idx-card__title { margin: 0; font-size: 1rem; font-weight: 600; line-height: 1.3; }
.idx-card__title-link { color: inherit; text-decoration: none; }
.idx-card__title-link:hover { text-decoration: underline; }
.idx-card__title-link:focus-visible { ${FOCUS_RING} }
.idx-card__subtitle { margin: 0; color: ${THEME.muted}; font-size: 0.875rem; }
.idx-card__price { margin: 0.25rem 0 0; font-size: 1.25rem; font-weight: 700; }
.idx-card__price--gated { font-size: 1rem; font-weight: 600; color: ${THEME.muted}; }
.idx-card__closing { margin: 0.25rem 0 0; font-weight: 700; color: #a40e26; }
.idx-card__facts { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; margin: 0; padding: 0; list-style: none; font-size: 0.875rem; }
.idx-card__fact-value { font-weight: 600; }
.idx-card__fact-unit { text-decoration: none; color: ${THEME.muted}; }
.idx-card__mls { margin: 0; color: ${THEME.muted}; font-size: 0.75rem; }
.idx-card__credits {
  display: flex; align-items: flex-end; justify-content: space-between; gap: 0.5rem; margin-top: auto;
  padding-top: 0.25rem; color: ${THEME.muted}; font-size: 0.75rem;
}
.idx-card__credit { margin: 0; }
.idx-card__feed-logo { flex: none; width: 72px; height: 24px; object-fit: contain; }
.idx-card__feed-logo[data-fit='cover'] { object-fit: cover; }
.idx-card__actions { display: flex; border-top: 1px solid ${THEME.border}; }
.idx-card__action {
  flex: 1; padding: 0.625rem 0.5rem; border: 0; background: none; color: ${THEME.accent}; font: inherit;
  font-size: 0.875rem; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer;
}
.idx-card__action + .idx-card__action { border-left: 1px solid ${THEME.border}; }
.idx-card__action:hover { background: ${THEME.subtle}; }
.idx-card__action:focus-visible { ${FOCUS_RING} outline-offset: -2px; }
/* Save: an outline heart (1em, its own size), filled and in the saved colour once the home is in a collection. */
.idx-card__save { display: flex; align-items: center; justify-content: center; gap: 0.375rem; }
.idx-card__save[data-state='saved'] { color: ${THEME.saved}; }
`
