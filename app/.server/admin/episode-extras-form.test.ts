import { describe, expect, it } from "vitest";
import { detectTranscriptType, readChaptersPost, readTranscriptPost } from "./episode-extras-form";

const form = (fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

describe("detectTranscriptType", () => {
  it("goes by the file's name first, then by what the text looks like", () => {
    expect(detectTranscriptType({ text: "anything", fileName: "Episode 12.SRT" })).toBe("application/x-subrip");
    expect(detectTranscriptType({ text: "anything", fileName: "ep.vtt" })).toBe("text/vtt");
    expect(detectTranscriptType({ text: "\uFEFFWEBVTT\n\n", fileName: null })).toBe("text/vtt");
    expect(detectTranscriptType({ text: '  {"segments": []}', fileName: null })).toBe("application/json");
    expect(detectTranscriptType({ text: "1\n00:00:01,000 --> 00:00:02,000\nHi", fileName: null })).toBe(
      "application/x-subrip",
    );
    // A VTT file that lost its header is still VTT.
    expect(detectTranscriptType({ text: "00:01.000 --> 00:02.000\nHi", fileName: null })).toBe("text/vtt");
    expect(() => detectTranscriptType({ text: "Claire: hello there", fileName: null })).toThrow(
      expect.objectContaining({ code: "transcript-file" }),
    );
  });
});

describe("reading the editor's posts", () => {
  it("prefers a chosen file to the pasted text, and refuses both empty", async () => {
    const file = new File(["WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nFrom the file\n"], "a.vtt");
    const read = await readTranscriptPost(form({ transcriptFile: file, transcriptText: "ignored" }));
    expect(read.preview.firstCues).toEqual([{ start: "0:01", speaker: null, text: "From the file" }]);
    const empty = new File([], "");
    await expect(readTranscriptPost(form({ transcriptFile: empty, transcriptText: " " }))).rejects.toThrow(
      "Choose a transcript file or paste the transcript.",
    );
  });

  it("reads chapters as JSON when they look like JSON, else as lines", async () => {
    const lines = await readChaptersPost(form({ chaptersText: "0:00 Intro\r\n1:02:03 End" }));
    expect(lines.preview).toMatchObject({
      format: "Lines of MM:SS Title",
      chapters: [
        { start: "0:00", title: "Intro" },
        { start: "1:02:03", title: "End" },
      ],
    });
    const json = await readChaptersPost(form({ chaptersText: '{"chapters":[{"startTime":5,"title":"Hi"}]}' }));
    expect(json.preview.format).toBe("Podcasting 2.0 JSON chapters");
  });
});
