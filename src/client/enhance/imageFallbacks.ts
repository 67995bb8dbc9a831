/** Image fallbacks, each failure logged: the footer logo, then a cache-busted copy, then the alternate; press logos. */
import { $, $$ } from './dom.ts';

function onImageError(img: HTMLImageElement, handle: () => void): void {
  // The error may have fired before this script ran.
  if (img.complete && img.naturalWidth === 0 && img.currentSrc) handle();
  else img.addEventListener('error', handle);
}

export function imageFallbacks(): void {
  const logo = $<HTMLImageElement>('img[data-logo-fallback]');
  if (logo) {
    const original = logo.getAttribute('src') ?? '';
    let step = 0;
    onImageError(logo, function retry() {
      step++;
      console.error('Failed to load footer logo');
      // First a cache-busted copy of the same file, then the alternate image.
      if (step === 1) logo.src = `${original}${original.includes('?') ? '&' : '?'}v=${Date.now()}`;
      else if (step === 2) logo.src = logo.dataset.logoFallback ?? original;
      else logo.removeEventListener('error', retry);
    });
  }
  for (const img of $$<HTMLImageElement>('img[data-press-fallback]')) {
    onImageError(img, function fallback() {
      img.removeEventListener('error', fallback);
      console.error(`Failed to load image for ${img.dataset.outlet ?? img.alt}`);
      img
        .closest('picture')
        ?.querySelectorAll('source')
        .forEach((s) => s.remove());
      img.removeAttribute('srcset');
      img.src = img.dataset.pressFallback ?? '';
    });
  }
}
