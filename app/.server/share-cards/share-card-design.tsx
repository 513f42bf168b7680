import logoMark from "../../../public/images/logo-mark.svg?raw";
import { site } from "~/content/site";

/** A share card's words: what the card says about one page. */
export type ShareCardContent = {
  /** The small line above the title: "Episode 42", "From the blog", "Guest". */
  label: string;
  title: string;
  /** The line under the title, e.g. the episode's guests; omitted when there is none. */
  byline?: string;
};

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** The site's theme (app/app.css), as satori takes no CSS variables. */
const colors = {
  brand700: "#1b615c",
  brand800: "#174f4b",
  sand50: "#fcfaf6",
  sand200: "#ede3d2",
  sand500: "#b8925a",
  sand700: "#7d5c2c",
  ink700: "#3b4350",
  ink900: "#171b22",
};

const logoSrc = `data:image/svg+xml;base64,${Buffer.from(logoMark).toString("base64")}`;

/** Longer titles get smaller type, so up to three lines of any title fit the card. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 70) return 64;
  if (title.length <= 100) return 54;
  return 46;
}

/** Past this, a title (or byline) is cut at a word and ends with an ellipsis; the card is not the page. */
function shortened(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/**
 * The card, in the subset of CSS satori lays out (flexbox only): the site's sand page with the
 * brand's teal stripe, the show's mark and name, then the page's own label, title and byline, and the
 * host at the foot, as on the site's default card (public/images/social-card.png).
 */
export function ShareCard({ label, title, byline }: ShareCardContent) {
  const shownTitle = shortened(title, 140);
  return (
    <div
      style={{
        width: SHARE_CARD_WIDTH,
        height: SHARE_CARD_HEIGHT,
        display: "flex",
        backgroundColor: colors.sand50,
        fontFamily: "Source Sans 3",
        color: colors.ink900,
      }}
    >
      <div style={{ width: 18, height: "100%", flexShrink: 0, backgroundColor: colors.brand700 }} />
      <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, padding: "56px 72px 48px 64px" }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <img src={logoSrc} width={72} height={72} alt="" />
          <div style={{ display: "flex", flexDirection: "column", marginLeft: 22 }}>
            <div style={{ fontFamily: "Lora", fontWeight: 700, fontSize: 36, color: colors.brand800 }}>
              {site.shortName}
            </div>
            <div style={{ fontWeight: 700, fontSize: 18, letterSpacing: 4, color: colors.brand700 }}>
              THE DIVORCE PODCAST
            </div>
          </div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center" }}>
          <div
            style={{
              fontWeight: 700,
              fontSize: 24,
              letterSpacing: 3,
              textTransform: "uppercase",
              color: colors.sand700,
            }}
          >
            {label}
          </div>
          <div
            style={{
              marginTop: 14,
              fontFamily: "Lora",
              fontWeight: 700,
              fontSize: titleSize(shownTitle),
              lineHeight: 1.15,
              color: colors.ink900,
              lineClamp: 3,
            }}
          >
            {shownTitle}
          </div>
          {byline ? (
            <div style={{ marginTop: 22, fontWeight: 600, fontSize: 34, color: colors.ink700, lineClamp: 1 }}>
              {shortened(byline, 70)}
            </div>
          ) : null}
        </div>
        <div style={{ display: "flex", alignItems: "center" }}>
          <div style={{ width: 96, height: 4, backgroundColor: colors.sand500 }} />
          <div style={{ marginLeft: 24, fontSize: 26, color: colors.ink700 }}>
            {`Hosted by ${site.host.name} · ${site.host.role}`}
          </div>
        </div>
      </div>
    </div>
  );
}
