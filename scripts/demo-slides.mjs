// Draws the demo restaurant's slide pictures for the customer display and the website's slider:
// 1920×1080 (a full-HD screen, the customer display's usual size), bold colours, the restaurant's
// name and an offer in English and Arabic, in the fonts the server ships (apps/server/fonts, OFL).
// Written as WebP beside those fonts, in apps/server/assets/demo/, which GET /demo/<name>.webp serves.
// Run again after changing a slide: `node scripts/demo-slides.mjs` (the test checks the size).
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const server = path.resolve(import.meta.dirname, '../apps/server');
const out = path.join(server, 'assets/demo');
GlobalFonts.registerFromPath(path.join(server, 'fonts/NotoSans-Bold.ttf'), 'Slide Latin');
GlobalFonts.registerFromPath(path.join(server, 'fonts/NotoSansArabic-Bold.ttf'), 'Slide Arabic');

const W = 1920;
const H = 1080;
/** Where the text sits: the upper part, since a screen lays the slide's own title over the bottom. */
const MARGIN = 120;

const SLIDES = [
  {
    name: 'slide-grills',
    colors: ['#7f1d1d', '#ea580c'],
    accent: '#fde047',
    badgeEn: 'Weekdays 3–6 pm',
    badgeAr: 'أيام الأسبوع ٣–٦ مساءً',
    offerEn: 'Mixed grill 15% off',
    offerAr: 'خصم ١٥٪ على المشاوي المشكلة',
  },
  {
    name: 'slide-desserts',
    colors: ['#4c1d95', '#db2777'],
    accent: '#fbcfe8',
    badgeEn: 'Every day',
    badgeAr: 'كل يوم',
    offerEn: 'Free Arabic coffee with any dessert',
    offerAr: 'قهوة عربية مجانًا مع أي حلى',
  },
];

/** Text that fits `max` pixels wide: the largest size up to `size`. */
function fit(ctx, text, family, size, max) {
  let px = size;
  do {
    ctx.font = `${px}px "${family}"`;
    px -= 4;
  } while (ctx.measureText(text).width > max && px > 24);
}

function draw(slide) {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  const bg = ctx.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, slide.colors[0]);
  bg.addColorStop(1, slide.colors[1]);
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);

  // Large soft circles, faint enough that a screen's own title reads over them in either direction.
  ctx.fillStyle = 'rgb(255 255 255 / 8%)';
  for (const [x, y, r] of [
    [1640, 820, 420],
    [1860, 120, 260],
    [120, 1000, 240],
  ]) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }

  // The restaurant's name, then the offer in both languages, each in its own direction.
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = slide.accent;
  ctx.font = '64px "Slide Latin"';
  ctx.fillText('Cashier', MARGIN, 170);
  ctx.font = '52px "Slide Arabic"';
  ctx.direction = 'rtl';
  ctx.textAlign = 'right';
  ctx.fillText('كاشير', W - MARGIN, 170);

  ctx.direction = 'ltr';
  ctx.textAlign = 'left';
  ctx.fillStyle = '#ffffff';
  fit(ctx, slide.offerEn, 'Slide Latin', 120, W - 2 * MARGIN);
  ctx.fillText(slide.offerEn, MARGIN, 400);
  ctx.direction = 'rtl';
  ctx.textAlign = 'right';
  fit(ctx, slide.offerAr, 'Slide Arabic', 104, W - 2 * MARGIN);
  ctx.fillText(slide.offerAr, W - MARGIN, 560);

  // The badge: when the offer holds, in both languages.
  ctx.direction = 'ltr';
  ctx.textAlign = 'left';
  ctx.font = '44px "Slide Latin"';
  const en = ctx.measureText(slide.badgeEn).width;
  ctx.font = '44px "Slide Arabic"';
  const ar = ctx.measureText(slide.badgeAr).width;
  const badge = en + ar + 120;
  ctx.fillStyle = slide.accent;
  ctx.beginPath();
  ctx.roundRect(MARGIN, 630, badge, 90, 45);
  ctx.fill();
  ctx.fillStyle = slide.colors[0];
  ctx.font = '44px "Slide Latin"';
  ctx.fillText(slide.badgeEn, MARGIN + 40, 691);
  ctx.font = '44px "Slide Arabic"';
  ctx.direction = 'rtl';
  ctx.textAlign = 'right';
  ctx.fillText(slide.badgeAr, MARGIN + badge - 40, 691);
  return canvas;
}

fs.mkdirSync(out, { recursive: true });
for (const slide of SLIDES) {
  const file = path.join(out, `${slide.name}.webp`);
  const data = await draw(slide).encode('webp', 82);
  fs.writeFileSync(file, data);
  console.log(`${path.relative(process.cwd(), file)}: ${W}×${H}, ${Math.round(data.length / 1024)} KB`);
}
