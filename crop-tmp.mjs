import sharp from 'sharp';
const m = await sharp('/tmp/p2-375.png').metadata();
await sharp('/tmp/p2-375.png').extract({ left: 0, top: 0, width: 375, height: 420 }).toFile('/tmp/p2-top.png');
await sharp('/tmp/p2-375.png').extract({ left: 0, top: m.height - 300, width: 375, height: 300 }).toFile('/tmp/p2-bot.png');
