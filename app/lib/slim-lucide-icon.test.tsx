import type { LucideIcon } from "lucide-react";
import * as circlePlay from "lucide-react/icons/circle-play";
import * as loaderCircle from "lucide-react/icons/loader-circle";
import * as star from "lucide-react/icons/star";
import * as x from "lucide-react/icons/x";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./slim-lucide-icon";

// Vitest runs without the build's plugin, so these are lucide-react's own components; each module
// also exports the icon's data, which the slim version draws from.
type IconModule = { default: LucideIcon; __iconData: Parameters<typeof createLucideIcon>[0] };
const icons = { x, circlePlay, loaderCircle, star } as unknown as Record<string, IconModule>;

const propSets: Record<string, Record<string, unknown>> = {
  "decorative, as the site writes it": { "aria-hidden": "true", className: "size-5 shrink-0" },
  "no props": {},
  labelled: { "aria-label": "Close", role: "img" },
  "size, colour and stroke": { size: 20, color: "red", strokeWidth: 1.5, className: "fill-current" },
  "other SVG attributes": { id: "icon", style: { opacity: 0.5 }, focusable: "false" },
};

describe("the slim lucide icon renders what lucide-react renders", () => {
  for (const [iconName, icon] of Object.entries(icons)) {
    const Original = icon.default;
    const Slim = createLucideIcon(icon.__iconData);
    for (const [caseName, props] of Object.entries(propSets)) {
      it(`${iconName}, ${caseName}`, () => {
        expect(renderToStaticMarkup(<Slim {...props} />)).toBe(renderToStaticMarkup(<Original {...props} />));
      });
    }
  }
});
