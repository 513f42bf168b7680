import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

/** An icon as lucide-react ships it: `[tag, attributes]` pairs drawn on a square of `size`. */
type LucideIconData = {
  name?: string;
  /** Former names, which lucide-react keeps as class names (`lucide-loader-2`). */
  aliases?: readonly string[];
  size?: number;
  node: readonly (readonly [string, Record<string, string | number>])[];
};

type SlimIconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  color?: string;
  ref?: Ref<SVGSVGElement>;
  children?: ReactNode;
};

/** lucide-react's rule: an icon nobody labelled is decoration, hidden from assistive technology. */
function isLabelled(props: Record<string, unknown>): boolean {
  return Object.keys(props).some(
    (name) => (name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null,
  );
}

/**
 * Stands in for lucide-react's `createLucideIcon` in the build (scripts/vite/slim-lucide.ts), so the
 * icons draw the same SVG without the library's runtime (context provider, attribute-name mapping,
 * absolute stroke widths) on every page: about 1 KB gzip less first-load JavaScript. It covers the
 * props the site uses (size, color, strokeWidth, className, aria-*, any SVG attribute, ref) and
 * renders the markup lucide-react renders for them; `slim-lucide-icon.test.tsx` compares the two.
 */
export default function createLucideIcon(icon: LucideIconData) {
  const viewBoxSize = icon.size ?? 24;
  const iconClass = ["lucide", icon.name, ...(icon.aliases ?? [])]
    .filter(Boolean)
    .map((name, index) => (index === 0 ? name : `lucide-${name}`))
    .join(" ");
  function SlimIcon({
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    className,
    children,
    ...rest
  }: SlimIconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${viewBoxSize} ${viewBoxSize}`,
        fill: "none",
        stroke: color,
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${iconClass} ${className}` : iconClass,
        ...(children || isLabelled(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  return SlimIcon;
}
