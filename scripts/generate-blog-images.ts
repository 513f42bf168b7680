/**
 * Writes the sample blog posts' illustrations to public/images/blog/*.svg: soft abstract scenes in
 * the site's palette, 1200×675 (16:9, the size the cards and post pages show), a few KB each, so a
 * fresh install's blog has real images served by the site itself. Run after changing them:
 *   node scripts/generate-blog-images.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const palette = {
  teal: ["#1b615c", "#2f8f88", "#bfe3df"] as const,
  sand: ["#b8925a", "#dfcfb4", "#f7f2e9"] as const,
  ink: "#171b22",
};

type Scene = { name: string; background: string; shapes: string };

const circle = (cx: number, cy: number, r: number, fill: string, opacity = 1) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${opacity}"/>`;
const wave = (y: number, amplitude: number, fill: string, opacity = 1) =>
  `<path d="M0 ${y} C 300 ${y - amplitude}, 600 ${y + amplitude}, 900 ${y} S 1200 ${y - amplitude}, 1200 ${y} V 675 H 0 Z" fill="${fill}" opacity="${opacity}"/>`;

const scenes: Scene[] = [
  {
    name: "two-homes",
    background: palette.sand[2],
    shapes: [
      wave(480, 60, palette.sand[1]),
      `<path d="M330 470 V330 L430 250 L530 330 V470 Z" fill="${palette.teal[0]}"/>`,
      `<path d="M670 470 V350 L760 280 L850 350 V470 Z" fill="${palette.teal[1]}"/>`,
      `<path d="M530 420 C 580 380, 620 380, 670 420" stroke="${palette.sand[0]}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      circle(960, 150, 60, palette.sand[0], 0.8),
    ].join(""),
  },
  {
    name: "untangled-threads",
    background: palette.teal[2],
    shapes: [
      `<path d="M100 420 C 350 120, 500 620, 650 330 S 950 180, 1100 300" stroke="${palette.teal[0]}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
      `<path d="M100 260 C 330 560, 520 80, 700 380 S 960 520, 1100 420" stroke="${palette.sand[0]}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
      circle(200, 120, 40, palette.sand[2], 0.9),
    ].join(""),
  },
  {
    name: "sunrise",
    background: "#fdf4e3",
    shapes: [
      circle(600, 470, 190, palette.sand[0], 0.9),
      wave(470, 30, palette.teal[1]),
      wave(540, 40, palette.teal[0]),
    ].join(""),
  },
  {
    name: "calendar",
    background: palette.sand[2],
    shapes: [
      `<rect x="330" y="150" width="540" height="400" rx="36" fill="#ffffff"/>`,
      `<rect x="330" y="150" width="540" height="90" rx="36" fill="${palette.teal[0]}"/>`,
      ...Array.from({ length: 12 }, (_, index) => {
        const x = 380 + (index % 4) * 120;
        const y = 280 + Math.floor(index / 4) * 85;
        const fill = index === 5 ? palette.sand[0] : index % 3 === 0 ? palette.teal[2] : palette.sand[1];
        return `<rect x="${x}" y="${y}" width="80" height="55" rx="12" fill="${fill}"/>`;
      }),
    ].join(""),
  },
  {
    name: "conversation",
    background: palette.teal[2],
    shapes: [
      `<path d="M250 190 h380 a40 40 0 0 1 40 40 v150 a40 40 0 0 1 -40 40 h-260 l-80 70 v-70 h-40 a40 40 0 0 1 -40 -40 v-150 a40 40 0 0 1 40 -40 Z" fill="${palette.teal[0]}"/>`,
      `<path d="M950 300 h-300 a40 40 0 0 0 -40 40 v130 a40 40 0 0 0 40 40 h200 l70 60 v-60 h30 a40 40 0 0 0 40 -40 v-130 a40 40 0 0 0 -40 -40 Z" fill="${palette.sand[0]}"/>`,
    ].join(""),
  },
  {
    name: "balance",
    background: "#f4efe6",
    shapes: [
      `<rect x="590" y="180" width="20" height="330" fill="${palette.ink}" opacity="0.8"/>`,
      `<rect x="360" y="200" width="480" height="16" rx="8" fill="${palette.ink}" opacity="0.8"/>`,
      `<path d="M380 216 L300 380 H460 Z" fill="${palette.teal[1]}"/>`,
      `<path d="M820 216 L740 380 H900 Z" fill="${palette.sand[0]}"/>`,
      `<rect x="500" y="505" width="200" height="24" rx="12" fill="${palette.ink}" opacity="0.8"/>`,
    ].join(""),
  },
];

const outDir = path.join(root, "public", "images", "blog");
await mkdir(outDir, { recursive: true });
for (const scene of scenes) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675"><rect width="1200" height="675" fill="${scene.background}"/>${scene.shapes}</svg>\n`;
  await writeFile(path.join(outDir, `${scene.name}.svg`), svg);
  console.log(`Wrote public/images/blog/${scene.name}.svg (${svg.length} bytes)`);
}
