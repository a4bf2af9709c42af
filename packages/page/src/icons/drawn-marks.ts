import type { Logo } from '@podpie/core';
import type { IconShape } from './icon-shape.ts';
import { arcBand, capsule, disc, polygon, roundRect, star } from './mark-geometry.ts';

/**
 * Marks for the directories simple-icons does not draw, each a simplified outline of the brand's
 * own motif (drawn here, on simple-icons' 24 by 24 grid), so a listener knows the app at a glance
 * in the brand's colour rather than meeting its initials.
 */
const DRAWN: Partial<Record<Logo['name'], readonly string[]>> = {
  // Columns of rounded dots and bars, the same turned upside down.
  google_podcast: [
    capsule(12, 3, 3, 2.6),
    capsule(12, 8, 16, 2.6),
    capsule(12, 21, 21, 2.6),
    capsule(6.8, 5.8, 10.6, 2.6),
    capsule(6.8, 14.6, 14.6, 2.6),
    capsule(17.2, 9.4, 9.4, 2.6),
    capsule(17.2, 13.4, 18.2, 2.6),
    capsule(2.4, 10.6, 13.4, 2.6),
    capsule(21.6, 10.6, 13.4, 2.6),
  ],
  // Five upright stripes of uneven length.
  stitcher: [
    roundRect(2, 6.5, 3.6, 10, 0.4),
    roundRect(6.1, 5, 3.6, 13.5, 0.4),
    roundRect(10.2, 6, 3.6, 11.5, 0.4),
    roundRect(14.3, 4.5, 3.6, 15, 0.4),
    roundRect(18.4, 7, 3.6, 11, 0.4),
  ],
  // The TuneIn tag: a box with a smaller box stepped out at its lower right.
  tunein: [roundRect(1.5, 4.5, 14, 13, 2), roundRect(11.5, 9.5, 11, 10, 2)],
  // A radio: speaker, dial and aerial.
  radiopublic: [
    `${roundRect(2, 8.5, 20, 13, 3)}${disc(8.5, 15, 3.3, true)}${polygon([14.5, 12], [14.5, 13.8], [19, 13.8], [19, 12])}${polygon([14.5, 16.2], [14.5, 18], [19, 18], [19, 16.2])}`,
    polygon([5.6, 8.6], [17.2, 2.2], [18, 3.6], [8.6, 8.6]),
  ],
  // A bold K.
  kkbox: [
    polygon([4, 3], [8.6, 3], [8.6, 21], [4, 21]),
    polygon([8.6, 11], [15, 3], [20.5, 3], [12.2, 13.4]),
    polygon([11, 11.8], [14.2, 9.4], [21, 21], [15.6, 21]),
  ],
  // An S, as in a sonnet's first letter.
  sonnet: [arcBand(12, 7.6, 5.4, 2.7, 90, 330), arcBand(12, 16.4, 5.4, 2.7, 270, 510)],
  // A studio microphone on its stand.
  podcast_republic: [
    capsule(12, 5, 10.5, 6),
    arcBand(12, 10.5, 7, 1.8, 0, 180),
    roundRect(11.1, 17, 1.8, 3, 0.3),
    roundRect(7.5, 19.6, 9, 2, 1),
  ],
  // A hero's shield with a star.
  pod_hero: [
    `M12 2L20.5 5V11.5C20.5 16.5 16.8 20.2 12 22C7.2 20.2 3.5 16.5 3.5 11.5V5Z${star(12, 11.6, 5, 2.1, true)}`,
  ],
  // Headphones.
  pod_friend: [
    arcBand(12, 13.5, 9.5, 2.4, 180, 360),
    roundRect(2.5, 12.5, 5.5, 9, 2.2),
    roundRect(16, 12.5, 5.5, 9, 2.2),
  ],
  // A note over Amazon's smile, arrow and all.
  amazon_music: [
    'M5.5 10a3 2.3 0 1 0 6 0a3 2.3 0 1 0-6 0z',
    roundRect(10.2, 1.8, 1.3, 8.4, 0.3),
    'M11.5 1.8c1.2 1.4 4.6 2 4.6 5.4c-1-1.6-2.8-2.2-4.6-2.4z',
    'M2.5 14.6Q12 21.2 20.6 15.2L21.4 16.6Q12 23.6 2.2 16.2z',
    polygon([18.6, 13], [23, 13.6], [21.4, 17.8]),
  ],
  // A drop of water with light in it.
  fountain: [
    `M12 2C12 2 4.5 10.5 4.5 15a7.5 7.5 0 0 0 15 0C19.5 10.5 12 2 12 2z${disc(12, 15, 3)}`,
  ],
  // A round G.
  goodpods: [arcBand(12, 12, 9.5, 3.2, 10, 320), roundRect(12, 10.4, 9.5, 3.2, 0.6)],
  // A P with a round bowl.
  podverse: [
    roundRect(4.5, 2.5, 3.4, 19, 1),
    roundRect(6, 2.5, 5, 3.2, 0),
    roundRect(6, 11.9, 5, 3.2, 0),
    arcBand(11, 8.8, 6.3, 3.2, 270, 450),
  ],
  // A C around a play button.
  castamatic: [arcBand(12, 12, 10, 3, 45, 315), polygon([10, 8.2], [16, 12], [10, 15.8])],
  // A voice sending waves both ways.
  podcast_guru: [
    disc(12, 12, 2.6),
    arcBand(12, 12, 7, 2, -50, 50),
    arcBand(12, 12, 7, 2, 130, 230),
    arcBand(12, 12, 10.8, 2, -45, 45),
    arcBand(12, 12, 10.8, 2, 135, 225),
  ],
};

export function drawnMark(name: Logo['name']): IconShape | null {
  const paths = DRAWN[name];
  return paths ? { viewBox: '0 0 24 24', paths } : null;
}
