import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { sampleEpisodeAudio, sampleEpisodeAudioBytes, sampleEpisodeAudioSeconds } from "./sample-episodes";
import { sampleChapters, sampleTranscript } from "./sample-transcript";

/** The sample episodes state the length of the audio they play, read from the WAV file itself. */
describe("the sample episodes' audio", () => {
  const wav = fs.readFileSync(new URL(`../../public${sampleEpisodeAudio}`, import.meta.url));

  it("lasts as long as the samples say, and is as large as the feed says", () => {
    expect(wav.toString("latin1", 0, 4)).toBe("RIFF");
    expect(wav.toString("latin1", 8, 12)).toBe("WAVE");
    const byteRate = wav.readUInt32LE(28);
    const dataBytes = wav.readUInt32LE(40);
    expect(wav.toString("latin1", 36, 40)).toBe("data");
    expect(dataBytes / byteRate).toBe(sampleEpisodeAudioSeconds);
    expect(wav.length).toBe(sampleEpisodeAudioBytes);
  });

  it("holds the sample transcript and chapters", () => {
    expect(sampleTranscript.at(-1)!.endMs).toBeLessThanOrEqual(sampleEpisodeAudioSeconds * 1000);
    expect(sampleChapters.every((chapter) => chapter.startMs < sampleEpisodeAudioSeconds * 1000)).toBe(true);
  });
});
