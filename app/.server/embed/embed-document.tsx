import { renderToStaticMarkup } from "react-dom/server";
import { formatClock } from "~/lib/player/playable-episode";
import type { EpisodePlayerSource } from "~/lib/episode-view";

/**
 * The embeddable player's whole document (/embed/episodes/<slug>, docs/decisions/0031-embed-player.md):
 * static HTML rendered here, never hydrated, with its own small style sheet and one script of its own
 * (app/embed/embed-player-script.ts). No site header, footer, assistant, quick exit or beacon script:
 * it lives inside other people's pages.
 */
export type EmbedEpisode = {
  slug: string;
  title: string;
  imageUrl: string;
  durationSeconds: number | null;
  player: EpisodePlayerSource;
  chapters: { start: number; title: string }[];
};

/**
 * Colours are the site's (app/app.css): ink on white, the brand's teal for controls and links, each
 * pair at 4.5:1 or more. Sized for the iframe the embed code gives it (app/lib/embed-code.ts) and
 * narrower: the art goes at 360 px. The chapter list takes what height is left, and scrolls. The
 * native player and the controls that replace it are the same height, so nothing moves at the swap.
 */
const styleSheet = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#171b22;background:#fff;display:flex;flex-direction:column}
main{display:flex;flex-direction:column;min-height:0;flex:1;padding:12px;gap:10px;border:1px solid #ede3d2;border-radius:12px}
.top{display:flex;gap:12px;align-items:flex-start}
.art{width:88px;height:88px;border-radius:10px;object-fit:cover;flex:none;background:#f7f2e9}
.info{min-width:0;flex:1}
.show{margin:0;font-size:12px;font-weight:600;letter-spacing:.02em;color:#174f4b;text-transform:uppercase}
h1{margin:2px 0 0;font:700 17px/1.25 Georgia,"Times New Roman",serif;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
a{color:#174f4b}
h1 a{color:inherit;text-decoration:none}
h1 a:hover{text-decoration:underline}
:focus-visible{outline:3px solid #2f8f88;outline-offset:2px}
audio{display:block;width:100%;height:44px;margin-top:8px}
.controls{display:flex;align-items:center;gap:10px;margin-top:8px}
.controls[hidden]{display:none}
.toggle{flex:none;width:44px;height:44px;border-radius:50%;border:0;background:#1b615c;color:#fff;cursor:pointer;display:grid;place-items:center}
.toggle:hover{background:#174f4b}
.toggle .pause,.toggle[data-playing=true] .play{display:none}
.toggle[data-playing=true] .pause{display:block}
input[type=range]{flex:1;min-width:0;accent-color:#1b615c;height:24px}
.time{font-variant-numeric:tabular-nums;font-size:13px;color:#3b4350;white-space:nowrap}
.chapters{min-height:0;flex:1;overflow:auto;border-top:1px solid #ede3d2;padding-top:6px}
h2{margin:0 0 4px;font-size:13px;font-weight:700;color:#3b4350}
ol{list-style:none;margin:0;padding:0}
.chapters button{display:flex;gap:10px;width:100%;text-align:left;font:inherit;font-size:14px;color:#171b22;background:none;border:0;border-radius:6px;padding:6px;cursor:pointer;min-height:32px}
.chapters button:hover{background:#f7f2e9}
.chapters button[aria-current=true]{background:#eef7f6;font-weight:600}
.chapters .at{font-variant-numeric:tabular-nums;color:#3b4350;min-width:3.5em}
.back{margin:0;font-size:13px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (max-width:360px){.art{width:56px;height:56px}}
`;

const PlayIcon = () => (
  <svg className="play" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
    <path d="M8 5v14l11-7z" />
  </svg>
);
const PauseIcon = () => (
  <svg className="pause" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
    <path d="M6 5h4v14H6zm8 0h4v14h-4z" />
  </svg>
);

function EmbedDocument({
  episode,
  episodeUrl,
  podcastName,
  scriptUrl,
  analytics,
}: {
  episode: EmbedEpisode;
  episodeUrl: string;
  podcastName: string;
  scriptUrl: string;
  analytics: boolean;
}) {
  const { player, chapters } = episode;
  const audio = player?.kind === "audio" ? player : undefined;
  const duration = episode.durationSeconds ?? 0;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${episode.title} | ${podcastName}`}</title>
        <meta name="description" content={`Listen to ${episode.title}, an episode of ${podcastName}.`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={episodeUrl} />
        <style dangerouslySetInnerHTML={{ __html: styleSheet }} />
        {audio ? <script type="module" src={scriptUrl} /> : null}
      </head>
      <body>
        <main>
          <div className="top">
            <img className="art" src={episode.imageUrl} alt="" width={88} height={88} />
            <div
              className="info"
              data-embed-player=""
              data-duration={duration || undefined}
              data-analytics-episode={audio && analytics ? episode.slug : undefined}
            >
              <p className="show">{podcastName}</p>
              <h1>
                <a href={episodeUrl} target="_blank" rel="noopener">
                  {episode.title}
                </a>
              </h1>
              {audio ? (
                <>
                  {/* The transcript is on the episode page linked below; feeds carry no caption track. */}
                  {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
                  <audio src={audio.src} preload="metadata" controls aria-label={`Play ${episode.title}`} />
                  <div className="controls" data-embed-controls="" hidden>
                    <button type="button" className="toggle" data-embed-toggle="" aria-label="Play">
                      <PlayIcon />
                      <PauseIcon />
                    </button>
                    <input
                      type="range"
                      aria-label="Position"
                      min={0}
                      max={Math.max(1, duration)}
                      step={1}
                      defaultValue={0}
                      data-embed-position=""
                    />
                    <span className="time" data-embed-time="">
                      {`0:00 / ${formatClock(duration)}`}
                    </span>
                  </div>
                </>
              ) : player?.kind === "podbean" ? (
                <iframe
                  src={player.src}
                  title={`Podbean player: ${episode.title}`}
                  height={player.height}
                  style={{ border: 0, width: "100%", marginTop: 8 }}
                />
              ) : null}
            </div>
          </div>
          {audio && chapters.length > 0 ? (
            <section className="chapters" aria-labelledby="chapters-heading">
              <h2 id="chapters-heading">Chapters</h2>
              <ol>
                {chapters.map((chapter) => (
                  <li key={`${chapter.start} ${chapter.title}`}>
                    <button type="button" data-embed-chapter="" data-start={chapter.start}>
                      <span className="at">{formatClock(chapter.start)}</span>
                      <span>{chapter.title}</span>
                    </button>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <p className="back">
            <a href={episodeUrl} target="_blank" rel="noopener">
              Show notes and transcript on {podcastName}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}

/** The document as a string, doctype first. Every value is escaped by React's renderer. */
export function embedDocumentHtml(props: Parameters<typeof EmbedDocument>[0]): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<EmbedDocument {...props} />)}`;
}

/** The small page an unknown episode's embed shows, in the same frame, with a link to the archive. */
export function embedNotFoundHtml({ archiveUrl, podcastName }: { archiveUrl: string; podcastName: string }): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Episode not found | ${podcastName}`}</title>
        <meta name="robots" content="noindex" />
        <style dangerouslySetInnerHTML={{ __html: styleSheet }} />
      </head>
      <body>
        <main>
          <h1>Episode not found</h1>
          <p className="back">
            <a href={archiveUrl} target="_blank" rel="noopener">
              All episodes of {podcastName}
            </a>
          </p>
        </main>
      </body>
    </html>,
  )}`;
}
