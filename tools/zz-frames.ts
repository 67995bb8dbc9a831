import { chromium } from 'playwright-core';
import { serve } from '../dev/preview.ts';
import { openPage, MOBILE, DESKTOP } from '../tests/helpers/browser.ts';
import { settled } from '../tests/helpers/settle.ts';
const site = await serve({ dir: 'dist' });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
const lanes = await Promise.all([MOBILE, MOBILE, DESKTOP, DESKTOP].map((v) => openPage(b, { viewport: v, baseURL: site.url })));
await Promise.all(lanes.map(async (w, i) => {
  for (const r of ['/', '/blog', '/contact', '/tours']) {
    await w.page.goto(r, { waitUntil: 'networkidle' });
    await settled(w.page);
    const t0 = Date.now();
    const res = await w.page.evaluate(`(async () => {
      const screen = Math.max(window.innerHeight, 100);
      let fallbacks = 0, n = 0; const gaps = [];
      for (let y = 0; y < document.body.scrollHeight; y += screen) {
        window.scrollTo({ top: y, behavior: 'instant' });
        for (let k = 0; k < 2; k++) {
          const s = performance.now();
          await new Promise((resolve) => { const t = setTimeout(() => { fallbacks++; resolve(); }, 2000); requestAnimationFrame(() => { clearTimeout(t); resolve(); }); });
          gaps.push(Math.round(performance.now() - s)); n++;
        }
      }
      return { fallbacks, n, vis: document.visibilityState, max: Math.max(...gaps), gaps: gaps.slice(0, 12).join(',') };
    })()`);
    console.log(i, r, Date.now() - t0, 'ms', JSON.stringify(res));
  }
}));
await b.close(); site.server.close();
