// The installed app's icons (src/client/public/icons/), drawn from the favicon's car in the brand's
// colours of src/client/styles.css (--primary oklch(0.47 0.11 165) = #006d4b, --warning
// oklch(0.84 0.16 85) = #fac131): npx tsx scripts/app-icons.ts
// The maskable icon keeps its car inside the middle 80 %, the safe zone a launcher's mask never cuts.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const PRIMARY = "#006d4b";
const SUN = "#fac131";
const OUT = join(import.meta.dirname, "..", "src", "client", "public", "icons");

/** The car on a 64-unit square; `inset` shrinks it towards the middle (the maskable icon's safe zone). */
function iconSvg({ rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = 1 - 2 * inset;
  const shift = 64 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${PRIMARY}"/>
  <g transform="translate(${shift} ${shift}) scale(${scale})">
    <path d="M10 40 L17 27 Q18 25 20 25 L44 25 Q46 25 47 27 L54 40 Z" fill="${SUN}"/>
    <path d="M21 28 L43 28 L47 36 L17 36 Z" fill="${PRIMARY}" opacity="0.35"/>
    <circle cx="21" cy="42" r="6" fill="#fff"/><circle cx="21" cy="42" r="2.5" fill="${PRIMARY}"/>
    <circle cx="43" cy="42" r="6" fill="#fff"/><circle cx="43" cy="42" r="2.5" fill="${PRIMARY}"/>
  </g>
</svg>`;
}

mkdirSync(OUT, { recursive: true });
const icons = [
  { file: "icon-192.png", size: 192, rounded: true, inset: 0.04 },
  { file: "icon-512.png", size: 512, rounded: true, inset: 0.04 },
  { file: "maskable-512.png", size: 512, rounded: false, inset: 0.16 },
];
for (const { file, size, rounded, inset } of icons) {
  await sharp(Buffer.from(iconSvg({ rounded, inset })), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT, file));
  console.log(`${file} ${size}×${size}`);
}
