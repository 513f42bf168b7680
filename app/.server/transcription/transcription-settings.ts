import type { Env } from "../env";

/** Where and how episodes are transcribed; null when TRANSCRIBE_BASE_URL is unset (the feature is off). */
export type TranscriptionSettings = {
  /** The `…/audio/transcriptions` address. */
  endpoint: string;
  apiKey: string | undefined;
  model: string;
  maxAudioBytes: number;
  /** Audio files on private addresses are fetched only in tests (IMPORT_ALLOW_PRIVATE_NETWORK). */
  allowPrivateNetwork: boolean;
};

/**
 * TRANSCRIBE_BASE_URL is the service's base (`https://api.openai.com/v1`, `http://127.0.0.1:8080/v1`)
 * or already its transcriptions address; either way the request goes to `…/audio/transcriptions`.
 */
export function transcriptionSettings(env: Env): TranscriptionSettings | null {
  if (!env.TRANSCRIBE_BASE_URL) return null;
  const base = env.TRANSCRIBE_BASE_URL.replace(/\/+$/, "");
  return {
    endpoint: /\/audio\/transcriptions$/.test(base) ? base : `${base}/audio/transcriptions`,
    apiKey: env.TRANSCRIBE_API_KEY?.trim() || undefined,
    model: env.TRANSCRIBE_MODEL,
    maxAudioBytes: env.TRANSCRIBE_MAX_AUDIO_MB * 1024 * 1024,
    allowPrivateNetwork: env.IMPORT_ALLOW_PRIVATE_NETWORK,
  };
}
