/**
 * A person-readable name for the browser behind a session ("Chrome on macOS"), from its
 * User-Agent, so a user can tell their sessions apart. A guess by design: User-Agent can be
 * anything, and the list only helps recognise a device, never proves it.
 */
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

export function describeUserAgent(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim();
  if (!agent) return "Unknown device";
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system)!;
  return agent.length > 60 ? `${agent.slice(0, 57)}…` : agent;
}

/** The browser's family for analytics ("Chrome", "Safari", …, or "Other"), from the same list. */
export function browserFamily(userAgent: string): string {
  return browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Other";
}

export type DeviceClass = "mobile" | "tablet" | "desktop";

/**
 * A phone, a tablet or anything else, from the User-Agent's usual markers (iPadOS that reports
 * itself as a Mac counts as a desktop: the header cannot tell them apart).
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}
