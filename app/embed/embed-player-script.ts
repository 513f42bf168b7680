/**
 * The embeddable player's behaviour (/embed/episodes/<slug>, docs/decisions/0031-embed-player.md):
 * the only script that page loads, built as an entry of its own (scripts/vite/embed-script.ts), so
 * it imports nothing: not React, not the site's player store, not even a shared helper, any of which
 * would pull a chunk of the site's bundles into other people's pages.
 *
 * The server renders everything: a native `<audio controls>` (which plays without this script) and
 * the controls below it, hidden. This swaps them: play/pause, a position slider, the time, and the
 * chapter list's buttons, which jump to their chapter and mark the one being heard.
 */

/** "1:05:12" or "4:07". The site player's formatClock, repeated so this file stays on its own. */
function clock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

function start(root: HTMLElement) {
  const audio = root.querySelector("audio")!;
  const controls = root.querySelector<HTMLElement>("[data-embed-controls]")!;
  const toggle = controls.querySelector<HTMLButtonElement>("[data-embed-toggle]")!;
  const position = controls.querySelector<HTMLInputElement>("[data-embed-position]")!;
  const time = controls.querySelector<HTMLElement>("[data-embed-time]")!;
  const chapters = [...document.querySelectorAll<HTMLButtonElement>("[data-embed-chapter]")];
  let dragging = false;

  audio.controls = false;
  audio.hidden = true;
  controls.hidden = false;

  const duration = () =>
    Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : Number(root.dataset.duration) || 0;

  function render() {
    const playing = !audio.paused;
    toggle.setAttribute("aria-label", playing ? "Pause" : "Play");
    toggle.dataset.playing = String(playing);
    const total = duration();
    position.max = String(Math.max(1, Math.round(total)));
    if (!dragging) position.value = String(Math.floor(audio.currentTime));
    const text = `${clock(audio.currentTime)} / ${clock(total)}`;
    time.textContent = text;
    position.setAttribute("aria-valuetext", `${clock(audio.currentTime)} of ${clock(total)}`);
    // The chapter being heard: the last one that starts at or before the position.
    let current: HTMLButtonElement | undefined;
    for (const chapter of chapters) if (Number(chapter.dataset.start) <= audio.currentTime) current = chapter;
    for (const chapter of chapters) {
      if (chapter === current) chapter.setAttribute("aria-current", "true");
      else chapter.removeAttribute("aria-current");
    }
  }

  function play() {
    // A refused play (the browser's autoplay rules, a missing file) leaves the button saying "Play".
    audio.play().catch(render);
  }

  toggle.addEventListener("click", () => (audio.paused ? play() : audio.pause()));
  position.addEventListener("input", () => {
    dragging = true;
    time.textContent = `${clock(Number(position.value))} / ${clock(duration())}`;
  });
  position.addEventListener("change", () => {
    dragging = false;
    audio.currentTime = Number(position.value);
    render();
  });
  for (const chapter of chapters) {
    chapter.addEventListener("click", () => {
      audio.currentTime = Number(chapter.dataset.start);
      play();
      render();
    });
  }
  for (const type of ["play", "pause", "timeupdate", "durationchange", "loadedmetadata", "ended", "seeked"]) {
    audio.addEventListener(type, render);
  }

  // One play event per load, when the site counts plays (ADR 0028; the server decides whether it
  // counts it, as it does for the site's own player). No page view: a page that embeds the player is
  // not a visit to this site.
  const slug = root.dataset.analyticsEpisode;
  if (slug) {
    audio.addEventListener(
      "play",
      () => {
        try {
          navigator.sendBeacon(
            "/api/analytics",
            JSON.stringify({ k: "play", e: slug, f: Math.round(audio.currentTime / 10) * 10 }),
          );
        } catch {
          // No beacon: nothing is counted.
        }
      },
      { once: true },
    );
  }
  render();
}

const root = document.querySelector<HTMLElement>("[data-embed-player]");
if (root?.querySelector("audio")) start(root);
