import { describe, expect, it } from "vitest";
import { cleanGuestName, normalizeGuestName } from "./clean-guest-name";

type Row = { title: string; guestName: string | null; expected: string | null };

const row = (title: string, guestName: string | null, expected: string | null): Row => ({
  title,
  guestName,
  expected,
});

const rows: Row[] = [
  // Derived from the title when nothing is stored.
  row("Surviving the First Year After Divorce with Dr. Jane Smith", null, "Dr. Jane Smith"),
  row("Dividing Retirement Accounts with Jane Smith, CDFA", null, "Jane Smith, CDFA"),
  row("Custody Basics with John Doe, Esq.", null, "John Doe, Esq."),
  row("Co-Parenting After Divorce with Dr. Maria Lopez PhD", null, "Dr. Maria Lopez, PhD"),
  row("Talking Taxes with attorney Sam Patel", null, "Sam Patel"),
  row("Mediation vs. Litigation ft. Laura Chen", null, "Laura Chen"),
  row("Mediation vs. Litigation feat. Laura Chen", null, "Laura Chen"),
  row("Mediation vs. Litigation featuring Laura Chen", null, "Laura Chen"),
  row("Guest: Dr. Karen O'Brien", null, "Dr. Karen O'Brien"),
  row("Episode 4 | Special Guest: Mark DeVito", null, "Mark DeVito"),
  row("Protecting Your Kids (Guest - Ana de la Cruz)", null, "Ana de la Cruz"),
  row("Money Talks | Jane Smith, CFP", null, "Jane Smith, CFP"),
  row("Hidden Assets | Rachel Green, CDFA®", null, "Rachel Green, CDFA®"),
  row("Dr. Jane Smith | Healing After Betrayal", null, "Dr. Jane Smith"),
  row("Tom Baker, Esq. | Relocation and Custody", null, "Tom Baker, Esq."),
  row("Parenting Plans with Jane Smith and John Doe", null, "Jane Smith and John Doe"),
  row("Parenting Plans with Jane Smith & John Doe", null, "Jane Smith and John Doe"),
  row("Q&A with Judge Amy Brown", null, "Judge Amy Brown"),
  row("Spousal Support Myths with Prof. Lee Wong, Jr.", null, "Prof. Lee Wong, Jr."),
  row("Finding Calm After Court with Jane Smith and her daughter", null, "Jane Smith"),
  row("  Splitting   the House\u00a0with   Nadia\u00a0Marzouki  ", null, "Nadia Marzouki"),
  // Never a name from a title that introduces none.
  row("Five Mistakes to Avoid in Your Divorce", null, null),
  row("Dealing with Holiday Stress", null, null),
  row("Co-Parenting with Your Ex", null, null),
  row("Coping with a Narcissistic Ex", null, null),
  row("Starting Over with Confidence", null, null),
  row("Jane Smith | Healing After Betrayal", null, null),
  row("Divorce Recovery | Moving Forward", null, null),
  row("Featuring the Best of Season Two", null, null),
  row("Talking with the Kids About Divorce", null, null),
  // A stored name wins over the title, cleaned.
  row("Custody Basics with John Doe, Esq.", "Mary Major", "Mary Major"),
  row("Alimony in 2024", "  Jane\u00a0\u00a0Smith ", "Jane Smith"),
  row("Alimony in 2024", "Jane Smith.", "Jane Smith"),
  row("Alimony in 2024", "Jane Smith!!", "Jane Smith"),
  row("Alimony in 2024", "Jane Smith, Esq.", "Jane Smith, Esq."),
  row("Alimony in 2024", "Jane Smith  , Esq", "Jane Smith, Esq."),
  row("Alimony in 2024", "Jane Smith,CDFA", "Jane Smith, CDFA"),
  row("Alimony in 2024", "Jane Smith CDFA", "Jane Smith, CDFA"),
  row("Alimony in 2024", "Jane Smith, CDFA,CFP", "Jane Smith, CDFA, CFP"),
  row("Alimony in 2024", "Jane Smith - CDFA", "Jane Smith, CDFA"),
  row("Alimony in 2024", "Jane Smith (CDFA)", "Jane Smith, CDFA"),
  row("Alimony in 2024", "Dr Maria Lopez, Ph.D.", "Dr. Maria Lopez, PhD"),
  row("Alimony in 2024", "Maria Lopez Ph. D.", "Maria Lopez, PhD"),
  row("Alimony in 2024", "Maria Lopez, phd", "Maria Lopez, PhD"),
  row("Alimony in 2024", "Sam Patel J.D.", "Sam Patel, JD"),
  row("Alimony in 2024", "Lee Wong Jr", "Lee Wong Jr."),
  row("Alimony in 2024", "Lee Wong, Jr", "Lee Wong, Jr."),
  row("Alimony in 2024", "Mary J.", "Mary J."),
  row("Alimony in 2024", "Guest: Jane Smith", "Jane Smith"),
  row("Alimony in 2024", "Special guest - Jane Smith", "Jane Smith"),
  row("Alimony in 2024", "with Dr. Jane Smith", "Dr. Jane Smith"),
  row("Alimony in 2024", "ft. Laura Chen", "Laura Chen"),
  row("Alimony in 2024", "feat. Laura Chen", "Laura Chen"),
  row("Alimony in 2024", "Featuring Laura Chen", "Laura Chen"),
  row("Alimony in 2024", "“Jane Smith”", "Jane Smith"),
  row("Alimony in 2024", '"Jane Smith', "Jane Smith"),
  row("Alimony in 2024", "[Jane Smith]", "Jane Smith"),
  row("Alimony in 2024", "'Karen O'Brien'", "Karen O'Brien"),
  row("Alimony in 2024", "Jane Smith (guest)", "Jane Smith"),
  row("Alimony in 2024", "Jane Smith & John Doe", "Jane Smith and John Doe"),
  row("Alimony in 2024", "Jane Smith, CDFA & John Doe Esq", "Jane Smith, CDFA and John Doe, Esq."),
  row("Alimony in 2024", "Ed Maurer, Gaurav Seth, and Steve Lucco", "Ed Maurer, Gaurav Seth and Steve Lucco"),
  row("Alimony in 2024", "Jane Smith &amp; John Doe", "Jane Smith and John Doe"),
  row("Alimony in 2024", "Jane\u200b Smith\u2060", "Jane Smith"),
  // Letter case is left alone, and so are unusual but real spellings.
  row("Alimony in 2024", "JANE SMITH", "JANE SMITH"),
  row("Alimony in 2024", "bell hooks", "bell hooks"),
  row("Alimony in 2024", "Jane Ma", "Jane Ma"),
  row("Alimony in 2024", "Smith, Jane", "Smith, Jane"),
  row("Alimony in 2024", "Ana de la Cruz", "Ana de la Cruz"),
  // Placeholders are no name; the title is used instead, and with no name there it is null.
  row("Alimony in 2024", "", null),
  row("Alimony in 2024", "N/A", null),
  row("Alimony in 2024", "none", null),
  row("Alimony in 2024", "TBD", null),
  row("Alimony in 2024", "Unknown", null),
  row("Alimony in 2024", "-", null),
  row("Alimony in 2024", "Guest", null),
  row("Alimony in 2024", "Guest: TBA", null),
  row("Alimony in 2024", "Various Guests", null),
  row("Alimony in 2024", "Host", null),
  row("Alimony in 2024", "Solo episode", null),
  row("Alimony in 2024", "Dr.", null),
  row("Alimony in 2024", "Esq.", null),
  row("Alimony in 2024", "...", null),
  row("Custody Basics with John Doe, Esq.", "n/a", "John Doe, Esq."),
  row("Custody Basics with John Doe, Esq.", "   ", "John Doe, Esq."),
  // A stored name that is the title itself (some imports copy it) is replaced by what the title gives.
  row("Five Mistakes to Avoid in Your Divorce", "Five Mistakes to Avoid in Your Divorce", null),
  row("Dealing with Holiday Stress", "Dealing with Holiday Stress.", null),
  row("Custody Basics with John Doe, Esq.", "Custody Basics with John Doe, Esq.", "John Doe, Esq."),
  row("Jane Smith", "Guest: Jane Smith", null),
];

describe("normalizeGuestName", () => {
  it.each(rows)("$title / $guestName → $expected", ({ title, guestName, expected }) => {
    expect(normalizeGuestName({ title, guestName })).toBe(expected);
  });

  it("is idempotent, so a second Fix Guest Names run updates nothing", () => {
    for (const { title, guestName } of rows) {
      const once = normalizeGuestName({ title, guestName });
      expect(normalizeGuestName({ title, guestName: once }), `${title} / ${guestName}`).toBe(once);
    }
  });
});

describe("cleanGuestName", () => {
  it("gives undefined for anything that is not a string", () => {
    expect(cleanGuestName(null)).toBeUndefined();
    expect(cleanGuestName(undefined)).toBeUndefined();
    expect(cleanGuestName(42 as unknown as string)).toBeUndefined();
  });

  it("keeps a name within the database's 300 characters and ignores pasted essays", () => {
    expect(cleanGuestName("Jane Smith ".repeat(40))).toBeUndefined();
    expect(cleanGuestName("x".repeat(5_000))).toBeUndefined();
  });

  it("never adds a letter that was not there, beyond canonical credential spellings and “and”", () => {
    const letters = (text: string) => text.replace(/\b(?:Esq|Jr|Sr|PhD|JD|and)\b|[^\p{L}]/gu, "").toLowerCase();
    const isSubsequence = (short: string, long: string) => {
      let at = 0;
      for (const char of long) if (char === short[at]) at++;
      return at === short.length;
    };
    for (const { guestName } of rows) {
      const cleaned = cleanGuestName(guestName);
      if (cleaned !== undefined) expect(isSubsequence(letters(cleaned), letters(guestName ?? "")), cleaned).toBe(true);
    }
  });

  it("is idempotent on mixed-up input", () => {
    // A fixed pseudo-random walk over awkward fragments, so a failure is reproducible.
    const fragments = [
      "Jane",
      "Smith",
      "Dr",
      "Dr.",
      "Esq",
      "Esq.",
      "Ph.D",
      "CDFA",
      "®",
      "Jr",
      "III",
      "&",
      "and",
      ",",
      " ,",
      ".",
      "..",
      '"',
      "“",
      "”",
      "(",
      ")",
      "'",
      "Guest:",
      "with",
      "ft.",
      "-",
      "|",
      "\u00a0",
      "  ",
      "N/A",
      "O'Brien",
      "J.",
      "&amp;",
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 3_000; i++) {
      const length = 1 + (next() % 7);
      const input = Array.from({ length }, () => fragments[next() % fragments.length]).join(next() % 3 ? " " : "");
      const once = cleanGuestName(input);
      expect(cleanGuestName(once), JSON.stringify(input)).toBe(once);
    }
  });
});
