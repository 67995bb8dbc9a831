import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const [bases, routes, runs] = [process.argv[2].split(','), process.argv[3].split(','), Number(process.argv[4] ?? 3)];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-dev-shm-usage'], logLevel: 'silent' });
const med = (xs) => { const s = [...xs].sort((a,b)=>a-b); return s[Math.floor(s.length/2)]; };
const res = {};
for (let i = 0; i < runs; i++) for (const route of routes) for (const base of bases) {
  const r = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits; const k = `${route} @ ${base}`;
  (res[k] ??= []).push([a['first-contentful-paint'].numericValue, a['largest-contentful-paint'].numericValue]);
}
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(50), 'FCP', Math.round(med(v.map(x=>x[0]))), 'LCP', Math.round(med(v.map(x=>x[1]))), JSON.stringify(v.map(x=>Math.round(x[1]))));
await chrome.kill();
