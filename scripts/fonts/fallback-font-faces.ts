/**
 * The metric-adjusted fallback @font-face rules of app/fonts.css, computed by Capsize from the brand
 * fonts' metrics and those of the local fonts that stand in while they load (docs/decisions/0016-brand-typography.md).
 * `node scripts/fonts/fallback-font-faces.ts` prints them; fallback-font-faces.test.ts checks that
 * app/fonts.css carries exactly these, so an upgraded font package with new metrics cannot slip by.
 */
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import georgia from "@capsizecss/metrics/georgia";
import lora from "@capsizecss/metrics/lora";
import sourceSans3 from "@capsizecss/metrics/sourceSans3";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";

/** Fonts with the same advance widths and vertical metrics as the measured one, tried after it. */
const metricCompatible: Record<string, string[]> = {
  // Liberation and Arimo/Tinos are drawn to Arial's and Times New Roman's metrics (Linux, ChromeOS).
  "Times New Roman": ["Liberation Serif", "Tinos"],
  Arial: ["Liberation Sans", "Arimo"],
};

export const marker = { start: "/* fallback faces: start */", end: "/* fallback faces: end */" };

/** Capsize names its faces "<Font> Fallback: <Local>"; the stacks in app/fonts.css use these names. */
export function fallbackFontFaces(): string {
  const stacks = [createFontStack([lora, georgia, timesNewRoman]), createFontStack([sourceSans3, arial])];
  return (
    stacks
      .map(({ fontFaces }) => fontFaces)
      .join("\n")
      .replace(/src: (local\('([^']+)'\)[^;]*);/g, (_rule, sources: string, family: string) => {
        const extra = (metricCompatible[family] ?? []).map((name) => `local('${name}')`);
        return `src: ${[sources, ...extra].join(", ")};`;
      })
      // Double quotes, as the project's formatter writes CSS strings.
      .replaceAll("'", '"')
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log([marker.start, fallbackFontFaces(), marker.end].join("\n"));
}
