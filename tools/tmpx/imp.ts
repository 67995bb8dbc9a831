const t = performance.now();
await import('../../build.ts');
console.log('import build.ts', Math.round(performance.now() - t), 'ms');
const t2 = performance.now();
await import('sharp'); console.log('sharp', Math.round(performance.now() - t2));
export {};
