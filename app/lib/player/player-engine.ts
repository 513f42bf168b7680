import { getPlayerState, idlePlayer, setPlayerState as setState } from "./player-state";
import type { PlayableEpisode } from "./playable-episode";
import { lastEpisode, saveLastEpisode, savePosition, savedPosition } from "./saved-positions";

/**
 * What drives the site-wide player's `<audio>` element (player-state.ts holds the state and the
 * element): playing, seeking, speed, remembering positions, one sound at a time, and the lock
 * screen's controls. Fetched on the first reach for a play button (player-controls.ts), so pages
 * that are only read never load it.
 */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;
/** Arrow keys on the position slider move to the next mark of this many seconds. */
const ARROW_STEP_SECONDS = 5;
const RATE_KEY = "untangled.player.rate.v1";
/** How often a playing episode's position is written down (and on pause, seek, close and leaving). */
const SAVE_EVERY_MS = 5000;

let audio: HTMLAudioElement | null = null;
let lastSavedAt = 0;
/**
 * Where the playing range stops (a clip, or a shared `?t=754&end=812` link), in seconds; null plays
 * on. Reaching it pauses the player once; playing again goes on past it, and a seek of the
 * listener's own (the bar's slider, skips) forgets it.
 */
let rangeEnd: number | null = null;
let rangeTimer: ReturnType<typeof setTimeout> | undefined;

/** Pauses at the range's end: checked on every `timeupdate` (every quarter second or so) and by a
 * timer set for the moment it is due, so the player stops within a few hundredths of a second of it. */
function watchRangeEnd() {
  clearTimeout(rangeTimer);
  if (!audio || rangeEnd === null) return;
  if (audio.currentTime >= rangeEnd - 0.05) {
    rangeEnd = null;
    audio.pause();
    return;
  }
  if (audio.paused) return;
  const due = ((rangeEnd - audio.currentTime) / (audio.playbackRate || 1)) * 1000;
  rangeTimer = setTimeout(watchRangeEnd, Math.min(due, 1000));
}

function setRangeEnd(end: number | undefined, start: number) {
  rangeEnd = end !== undefined && end > start ? end : null;
  watchRangeEnd();
}

function rememberPosition(force = false) {
  const { episode } = getPlayerState();
  if (!audio || !episode) return;
  const now = Date.now();
  if (!force && now - lastSavedAt < SAVE_EVERY_MS) return;
  lastSavedAt = now;
  savePosition(episode.slug, audio.currentTime, audio.duration);
}

function load(episode: PlayableEpisode, startAt: number) {
  if (!audio) return;
  if (getPlayerState().episode?.slug !== episode.slug) {
    rememberPosition(true);
    // A start other than 0 also rides on the address (a media fragment), so the browser begins there
    // even before it knows the file's length.
    audio.src = startAt > 0 ? `${episode.src}#t=${Math.floor(startAt)}` : episode.src;
    audio.playbackRate = getPlayerState().rate;
  }
  audio.currentTime = startAt;
  saveLastEpisode(episode);
  setState({
    episode,
    currentTime: startAt,
    duration: episode.durationSeconds ?? 0,
    resumed: false,
    error: null,
  });
  updateMediaSession(episode);
}

/**
 * Plays an episode at once (call it from the click itself, so the browser allows sound): from
 * `at`, else from where the listener left off, else from the start. The same episode resumes.
 */
export function playEpisode(episode: PlayableEpisode, { at, end }: { at?: number; end?: number } = {}) {
  if (!audio) return;
  if (getPlayerState().episode?.slug !== episode.slug) load(episode, at ?? savedPosition(episode.slug) ?? 0);
  else if (at !== undefined) seekTo(at);
  // A clip stops at its end; any other play (a chapter, a cue, the play button) plays on.
  setRangeEnd(at === undefined ? undefined : end, at ?? 0);
  setState({ resumed: false });
  void startPlayback();
}

/**
 * Puts an episode in the player, paused at a position (a shared `?t=` link, or last visit's episode);
 * with `end` (`?t=754&end=812`), playing it stops there.
 */
export function cueEpisode(episode: PlayableEpisode, at: number, end?: number) {
  if (!audio) return;
  audio.pause();
  load(episode, at);
  setRangeEnd(end, at);
}

async function startPlayback() {
  if (!audio) return;
  setState({ buffering: true });
  try {
    await audio.play();
  } catch (error) {
    // AbortError: a newer load or pause replaced this play; nothing is wrong.
    if (error instanceof DOMException && error.name === "AbortError") return;
    setState({ buffering: false, playing: false, error: "This episode could not be played. Try again in a moment." });
  }
}

export function togglePlay() {
  if (!audio || !getPlayerState().episode) return;
  if (audio.paused) {
    setState({ resumed: false });
    void startPlayback();
  } else audio.pause();
}

export function pausePlayer() {
  audio?.pause();
}

export function seekTo(seconds: number) {
  if (!audio || !getPlayerState().episode) return;
  rangeEnd = null;
  const duration = Number.isFinite(audio.duration) ? audio.duration : getPlayerState().duration;
  const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
  audio.currentTime = target;
  setState({ currentTime: target });
  rememberPosition(true);
}

export function skipBy(seconds: number) {
  seekTo((audio?.currentTime ?? getPlayerState().currentTime) + seconds);
}

export function setPlaybackRate(rate: number) {
  if (!PLAYBACK_RATES.includes(rate as (typeof PLAYBACK_RATES)[number])) return;
  if (audio) audio.playbackRate = rate;
  setState({ rate });
  try {
    window.localStorage.setItem(RATE_KEY, String(rate));
  } catch {
    // Not remembered; the speed still applies now.
  }
}

/** Stops and hides the player; the episode's position stays remembered, the "last episode" offer goes. */
export function closePlayer() {
  if (!audio) return;
  rangeEnd = null;
  rememberPosition(true);
  audio.pause();
  audio.removeAttribute("src");
  audio.load();
  saveLastEpisode(null);
  setState({ ...idlePlayer, rate: getPlayerState().rate });
  if ("mediaSession" in navigator) navigator.mediaSession.metadata = null;
}

/**
 * Connects the layout's `<audio>` element; returns the function that disconnects it. Only one
 * sound at a time: any other audio or video on the page that starts pauses this one, and this one
 * starting pauses them.
 */
export function attachAudio(element: HTMLAudioElement): () => void {
  audio = element;
  const savedRate = Number(readStorage(RATE_KEY));
  if (PLAYBACK_RATES.includes(savedRate as (typeof PLAYBACK_RATES)[number])) {
    element.playbackRate = savedRate;
    setState({ rate: savedRate });
  }
  const controller = new AbortController();
  const on = (type: string, handler: (event: Event) => void, target: EventTarget = element) =>
    target.addEventListener(type, handler, { signal: controller.signal, capture: target === document });

  on("play", () => {
    setState({ playing: true, error: null });
    for (const media of document.querySelectorAll<HTMLMediaElement>("audio, video")) {
      if (media !== element) media.pause();
    }
  });
  on("playing", () => {
    setState({ buffering: false });
    watchRangeEnd();
  });
  on("ratechange", watchRangeEnd);
  on("waiting", () => setState({ buffering: true }));
  on("pause", () => {
    setState({ playing: false, buffering: false });
    rememberPosition(true);
  });
  on("timeupdate", () => {
    watchRangeEnd();
    setState({ currentTime: element.currentTime });
    rememberPosition();
    updatePositionState();
  });
  on("durationchange", () => {
    if (Number.isFinite(element.duration)) setState({ duration: element.duration });
  });
  on("ended", () => {
    setState({ playing: false, currentTime: element.duration });
    rememberPosition(true);
  });
  on("error", () => {
    if (!getPlayerState().episode) return;
    setState({ playing: false, buffering: false, error: "This episode could not be played. Try again in a moment." });
  });
  on(
    "play",
    (event) => {
      if (event.target !== element) element.pause();
    },
    document,
  );
  on("pagehide", () => rememberPosition(true), window);
  // Embedded players (Podbean's) live in other origins' frames, out of reach of "play" events. A
  // click into one moves focus into its frame, which blurs this window: the listener is starting it.
  on(
    "blur",
    () =>
      setTimeout(() => {
        if (document.activeElement instanceof HTMLIFrameElement) element.pause();
      }, 0),
    window,
  );
  setMediaSessionActions();

  return () => {
    controller.abort();
    if (audio === element) audio = null;
  };
}

/** On a new visit, the episode the listener had in the player comes back paused where they stopped. */
export function offerLastEpisode() {
  if (getPlayerState().episode) return;
  const episode = lastEpisode();
  const position = episode ? savedPosition(episode.slug) : null;
  if (!episode || position === null) return;
  cueEpisode(episode, position);
  setState({ resumed: true });
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Lock screen, headset and car controls (Media Session API), where the browser has it. */
function updateMediaSession(episode: PlayableEpisode) {
  if (!("mediaSession" in navigator) || typeof MediaMetadata === "undefined") return;
  navigator.mediaSession.metadata = new MediaMetadata({
    title: episode.title,
    artist: episode.guestName ?? "",
    album: document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ?? "",
    artwork: [{ src: new URL(episode.imageUrl, window.location.href).href }],
  });
}

function setMediaSessionActions() {
  if (!("mediaSession" in navigator)) return;
  const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
    [
      "play",
      () => {
        if (audio?.paused) togglePlay();
      },
    ],
    ["pause", () => pausePlayer()],
    ["seekbackward", (details) => skipBy(-(details.seekOffset ?? SKIP_BACK_SECONDS))],
    ["seekforward", (details) => skipBy(details.seekOffset ?? SKIP_FORWARD_SECONDS)],
    ["seekto", (details) => seekTo(details.seekTime ?? 0)],
    ["stop", () => closePlayer()],
  ];
  for (const [action, handler] of actions) {
    try {
      navigator.mediaSession.setActionHandler(action, handler);
    } catch {
      // This browser does not know the action.
    }
  }
}

function updatePositionState() {
  if (!audio || !("mediaSession" in navigator) || !Number.isFinite(audio.duration)) return;
  try {
    navigator.mediaSession.setPositionState({
      duration: audio.duration,
      playbackRate: audio.playbackRate,
      position: Math.min(audio.currentTime, audio.duration),
    });
  } catch {
    // Position outside the duration while seeking: the next update corrects it.
  }
}

/**
 * Where an arrow key on the position slider goes: the next 5-second mark in its direction. The slider's
 * own step is 1 s so that a paused position (`?t=7`, a resume at 1:07) shows as it is; a `step` of 5
 * would snap it to 0:05 on the bar while the text said 0:07.
 */
export function arrowKeyTarget(key: string, position: number, end: number): number | null {
  if (key === "ArrowRight" || key === "ArrowUp") {
    return Math.min(end, Math.floor(position / ARROW_STEP_SECONDS) * ARROW_STEP_SECONDS + ARROW_STEP_SECONDS);
  }
  if (key === "ArrowLeft" || key === "ArrowDown") {
    return Math.max(0, Math.ceil(position / ARROW_STEP_SECONDS) * ARROW_STEP_SECONDS - ARROW_STEP_SECONDS);
  }
  return null;
}
