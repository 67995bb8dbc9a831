import { serve } from '/work/main/dev/preview.ts';
const s = await serve({ dir: process.argv[2], port: Number(process.argv[3]) } as any);
console.log(s.url);
