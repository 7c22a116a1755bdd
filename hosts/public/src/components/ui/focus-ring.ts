/**
 * A card whose stretched link makes the whole card the target draws its focus ring on the card itself,
 * outside it: an outline on the link's ::after was clipped by the card's overflow-hidden. The colour is
 * the surface's --focus-ring (indigo-900 on light pages, saffron-400 on dark bands; see styles.css).
 */
export const cardFocusRing =
  'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-(--focus-ring)';

/** The stretched link inside such a card: its own outline would be clipped, the card draws it instead. */
export const stretchedLink = 'after:absolute after:inset-0 focus-visible:outline-none';
