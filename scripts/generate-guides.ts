/**
 * Renders the free guides (app/content/guides.ts, words in guide-documents.ts) to public/resources/:
 *   npm run assets:guides
 * The words live in guide-documents.ts only. This script checks that each PDF's real page count matches
 * the `pages` the Resources page shows, and exits non-zero if one drifted after an edit.
 *
 * It uses the PDF standard fonts (Helvetica, Times), so no font files are embedded and each PDF
 * stays small. The PDFs are tagged (headings, paragraphs, lists; page furniture as artifacts) so
 * screen readers can follow them, and their dates are fixed so regenerating unchanged text gives
 * byte-identical files.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import type { GuideSection } from "../app/content/guide-documents.ts";
import { guideSections } from "../app/content/guide-documents.ts";
import type { Guide } from "../app/content/guides.ts";
import { guides } from "../app/content/guides.ts";
import { site } from "../app/content/site.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const maxBytes = 200 * 1024;

// SOURCE_DATE_EPOCH is the reproducible-builds convention; otherwise a fixed date in the site's year.
const publishedAt = process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000)
  : new Date(Date.UTC(site.copyrightYear, 0, 6));

const color = {
  teal: "#1b615c",
  tealSoft: "#d5ecea",
  sand: "#dfcfb4",
  bronze: "#7d5c2c",
  ink: "#272d37",
  muted: "#3b4350",
  paper: "#fcfaf6",
  thread: "#d9b57f",
} as const;

const font = { body: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique", heading: "Times-Bold" } as const;

const page = { width: 612, height: 792 } as const; // US Letter: the audience is in the US
const margin = { top: 64, bottom: 72, left: 64, right: 64 } as const;
const contentWidth = page.width - margin.left - margin.right;
const bodySize = 10.5;
const bodyText = { lineGap: 2.5 } as const;
const bulletIndent = 16;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** The cover's knot (see public/images/podcast-cover.svg), in the same 1400-unit coordinates. */
const knot = {
  a: "M150 930C330 860 470 780 560 720C660 655 770 560 760 440C750 320 600 285 520 360C440 440 470 630 560 720C630 790 610 930 500 1060",
  b: "M1250 930C1070 860 930 780 840 720C740 655 630 560 640 440C650 320 800 285 880 360C960 440 930 630 840 720C770 790 790 930 900 1060",
  // Short stretches redrawn on top, over a halo of the background, so the loops interlock.
  aOver: "M753 406.6C732.9 349 675.5 318.9 617.6 320.7",
  bOver: "M768.1 668.1C717.5 626.9 672.6 578 651.7 522",
};

function drawKnot(doc: Doc, x: number, y: number, size: number, background: string): void {
  doc.save();
  doc.translate(x, y).scale(size / 1400);
  doc.lineCap("round").lineJoin("round");
  doc.path(knot.a).lineWidth(34).stroke(color.paper);
  doc.path(knot.b).lineWidth(34).stroke(color.thread);
  for (const [d, stroke] of [
    [knot.aOver, color.paper],
    [knot.bOver, color.thread],
  ] as const) {
    doc.lineCap("butt").path(d).lineWidth(76).stroke(background);
    doc.lineCap("round").path(d).lineWidth(34).stroke(stroke);
  }
  doc.restore();
}

/** Wraps drawing that is decoration, not content, so assistive technology skips it. */
function artifact(doc: Doc, type: "Pagination" | "Layout", draw: () => void): void {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

// A lead-in label ("Brief:", "Health:") is a phrase of up to 34 characters, without sentence
// punctuation, ending in a colon.
const leadInLabel = /^([^.:!?]{2,34}:)\s([\s\S]+)$/;

/** Bold lead-in labels help readers scan a list, but only when every item in it has one. */
function allLabelled(items: readonly string[]): boolean {
  return items.every((item) => leadInLabel.test(item));
}

function writeBody(doc: Doc, text: string, x: number, y: number, width: number, boldLabel: boolean): void {
  const options = { width, lineGap: bodyText.lineGap };
  const label = boldLabel ? leadInLabel.exec(text) : null;
  doc.fontSize(bodySize).fillColor(color.ink);
  if (label?.[1] && label[2]) {
    doc.font(font.bold).text(`${label[1]} `, x, y, { ...options, continued: true });
    doc.font(font.body).text(label[2], { ...options, continued: false });
  } else {
    doc.font(font.body).text(text, x, y, options);
  }
}

function spaceLeft(doc: Doc): number {
  return page.height - margin.bottom - doc.y;
}

/** Starts a new page when fewer than `needed` points remain, so blocks are not stranded. */
function keepTogether(doc: Doc, needed: number): void {
  if (spaceLeft(doc) < needed) doc.addPage();
}

function drawTitleBand(doc: Doc, guide: Guide, body: Struct): void {
  const textWidth = 350;
  doc.font(font.heading).fontSize(27);
  const titleHeight = doc.heightOfString(guide.title, { width: textWidth, lineGap: 1 });
  doc.font(font.body).fontSize(10.5);
  const descriptionHeight = doc.heightOfString(guide.description, { width: textWidth, lineGap: 2 });
  const bandHeight = Math.max(190, 58 + 18 + titleHeight + 12 + descriptionHeight + 34);

  artifact(doc, "Layout", () => {
    doc.rect(0, 0, page.width, bandHeight).fill(color.teal);
    drawKnot(doc, 412, bandHeight / 2 - 98, 200, color.teal);
    doc.font(font.bold).fontSize(8).fillColor(color.sand);
    doc.text("UNTANGLED: THE DIVORCE PODCAST  \u00b7  FREE GUIDE", margin.left, 54, {
      characterSpacing: 1.6,
      lineBreak: false,
    });
  });

  body.add(
    doc.struct("H1", {}, () => {
      doc.font(font.heading).fontSize(27).fillColor(color.paper);
      doc.text(guide.title, margin.left, 76, { width: textWidth, lineGap: 1 });
    }),
  );
  body.add(
    doc.struct("P", {}, () => {
      doc.font(font.body).fontSize(10.5).fillColor(color.tealSoft);
      doc.text(guide.description, margin.left, doc.y + 10, { width: textWidth, lineGap: 2 });
    }),
  );
  body.add(
    doc.struct("P", {}, () => {
      doc.font(font.italic).fontSize(9.5).fillColor(color.bronze);
      doc.text(`By ${site.host.name}, ${site.host.role}`, margin.left, bandHeight + 20, { width: contentWidth });
    }),
  );
  doc.y = bandHeight + 52;
}

function drawSection(doc: Doc, section: GuideSection, body: Struct, checklist: boolean): void {
  const sect = doc.struct("Sect");
  body.add(sect);

  // A heading keeps its first paragraph lines or first bullet with it on the same page.
  doc.font(font.body).fontSize(bodySize);
  const firstBullet = section.bullets?.[0];
  const firstBlock = section.paragraphs?.length
    ? doc.currentLineHeight(true) * 2
    : firstBullet
      ? doc.heightOfString(firstBullet, { width: contentWidth - bulletIndent, lineGap: bodyText.lineGap })
      : 0;
  keepTogether(doc, 34 + firstBlock);
  if (doc.y > margin.top + 1) doc.moveDown(0.4);
  sect.add(
    doc.struct("H2", {}, () => {
      doc.font(font.heading).fontSize(14.5).fillColor(color.teal);
      doc.text(section.heading, margin.left, doc.y, { width: contentWidth });
    }),
  );
  doc.y += 5;

  const paragraphs = section.paragraphs ?? [];
  const boldParagraphLabels = allLabelled(paragraphs);
  for (const paragraph of paragraphs) {
    keepTogether(doc, 30);
    sect.add(
      doc.struct("P", {}, () => {
        writeBody(doc, paragraph, margin.left, doc.y, contentWidth, boldParagraphLabels);
      }),
    );
    doc.y += 7;
  }

  if (section.bullets?.length) {
    const list = doc.struct("L");
    sect.add(list);
    const width = contentWidth - bulletIndent;
    const boldBulletLabels = allLabelled(section.bullets);
    for (const bullet of section.bullets) {
      doc.font(font.body).fontSize(bodySize);
      keepTogether(doc, doc.heightOfString(bullet, { width, lineGap: bodyText.lineGap }) + 2);
      const top = doc.y;
      list.add(
        doc.struct("LI", {}, [
          doc.struct("Lbl", {}, () => {
            // The checklist gets boxes to tick on paper; the other guides get plain bullets.
            if (checklist)
              doc
                .rect(margin.left + 1, top + 1.5, 7, 7)
                .lineWidth(0.9)
                .stroke(color.teal);
            else doc.circle(margin.left + 4.5, top + 5, 1.9).fill(color.teal);
          }),
          doc.struct("LBody", {}, () => {
            writeBody(doc, bullet, margin.left + bulletIndent, top, width, boldBulletLabels);
          }),
        ]),
      );
      doc.y += 4;
    }
    list.end();
    doc.y += 3;
  }
  sect.end();
}

/** Ruled lines for handwritten notes in whatever room the printed checklist has left. */
function drawNotesLines(doc: Doc): void {
  const first = doc.y + 46;
  const last = page.height - margin.bottom - 6;
  if (last - first < 80) return;
  artifact(doc, "Layout", () => {
    doc.font(font.heading).fontSize(14.5).fillColor(color.teal);
    doc.text("My notes", margin.left, doc.y + 14, { width: contentWidth });
    for (let y = first; y <= last; y += 26) {
      doc
        .moveTo(margin.left, y)
        .lineTo(page.width - margin.right, y)
        .lineWidth(0.6)
        .stroke(color.sand);
    }
  });
}

/** Running header and footer on every page, drawn once the page count is known. */
function drawPageFurniture(doc: Doc, guide: Guide): number {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing in the bottom margin would otherwise make PDFKit start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    artifact(doc, "Pagination", () => {
      if (index > start) {
        doc.font(font.body).fontSize(8).fillColor(color.bronze);
        doc.text(guide.title, margin.left, 34, { width: contentWidth, lineBreak: false });
      }
      const lineY = page.height - 50;
      doc
        .moveTo(margin.left, lineY)
        .lineTo(page.width - margin.right, lineY)
        .lineWidth(0.75)
        .stroke(color.sand);
      doc.font(font.body).fontSize(8).fillColor(color.muted);
      doc.text(`${site.podcastName}  \u00b7  with ${site.host.name}`, margin.left, lineY + 9, { lineBreak: false });
      const label = `Page ${index - start + 1} of ${count}`;
      doc.text(label, page.width - margin.right - doc.widthOfString(label), lineY + 9, { lineBreak: false });
    });
    doc.page.margins.bottom = bottom;
  }
  return count;
}

async function renderGuide(guide: Guide): Promise<{ bytes: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: margin,
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: guide.title,
      Author: site.host.name,
      Subject: guide.description,
      Keywords: `divorce, ${guide.title}, ${site.podcastName}, ${site.host.name}`,
      Creator: site.podcastName,
      CreationDate: publishedAt,
      ModDate: publishedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const body = doc.struct("Document");
  doc.addStructure(body);
  drawTitleBand(doc, guide, body);
  const checklist = guide.slug.includes("checklist");
  for (const section of guideSections[guide.slug]) drawSection(doc, section, body, checklist);
  if (checklist) drawNotesLines(doc);
  body.end();
  const pages = drawPageFurniture(doc, guide);

  doc.end();
  await finished;
  return { bytes: Buffer.concat(chunks), pages };
}

async function main(): Promise<void> {
  const outputDir = path.join(root, "public", "resources");
  await mkdir(outputDir, { recursive: true });
  const problems: string[] = [];

  for (const guide of guides) {
    const expectedFile = `/resources/${guide.slug}.pdf`;
    if (guide.file !== expectedFile) problems.push(`${guide.slug}: file should be ${expectedFile}, not ${guide.file}`);

    const { bytes, pages } = await renderGuide(guide);
    await writeFile(path.join(outputDir, `${guide.slug}.pdf`), bytes);
    console.log(
      `${`${guide.slug}.pdf`.padEnd(42)} ${String(pages).padStart(2)} pages ${(bytes.length / 1024).toFixed(1).padStart(7)} KB`,
    );

    if (pages !== guide.pages)
      problems.push(`${guide.slug}: the PDF has ${pages} pages but guides.ts says ${guide.pages}; update \`pages\``);
    if (pages < 2 || pages > 4) problems.push(`${guide.slug}: ${pages} pages; the guides are meant to be 2 to 4 pages`);
    if (bytes.length > maxBytes)
      problems.push(`${guide.slug}: ${bytes.length} bytes is over the ${maxBytes}-byte budget`);
  }

  if (problems.length > 0) {
    console.error(`\n${problems.join("\n")}`);
    process.exitCode = 1;
  }
}

await main();
