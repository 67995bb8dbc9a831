import sharp from 'sharp';
const src = process.argv[2], out = process.argv[3], w = Number(process.argv[4]), q = Number(process.argv[5]);
const info = await sharp(src).resize({ width: w }).avif({ quality: q, effort: 4 }).toFile(out);
console.log(out, info.size, info.width, info.height);
