/** The company's colours must keep text readable wherever the site draws them (every surface is light, so a failing colour is too light). */
import type { Check } from '../loaded.ts';
import { colourPairs, contrastRatio, MIN_TEXT_CONTRAST } from '../../lib/palette.ts';

export const contrast: Check = ({ site }) =>
  site
    ? colourPairs(site.colors).flatMap((pair) => {
        const ratio = contrastRatio(pair.text, pair.on);
        if (ratio >= MIN_TEXT_CONTRAST) return [];
        const message = `${pair.text} on ${pair.on} (${pair.where}) has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs ${MIN_TEXT_CONTRAST}:1 for text: choose a darker colour`;
        return [{ file: 'content/site.json', path: `colors.${pair.field}`, message }];
      })
    : [];
