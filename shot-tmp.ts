import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './tools/chromium.ts';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const [url, w, file, js] of [['/blog/page/2', 375, '/tmp/p2-375.png', true], ['/blog/category/cat-rescues', 1280, '/tmp/cat-1280.png', false]] as const) {
  const ctx = await b.newContext({ viewport: { width: w, height: 800 }, javaScriptEnabled: js });
  const p = await ctx.newPage();
  await p.goto('http://127.0.0.1:4410' + url);
  const el = p.locator('.blog-list');
  await el.screenshot({ path: file });
  await ctx.close();
}
await b.close();
