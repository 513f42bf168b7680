import { beforeAll, describe, expect, it } from "vitest";
import { composeAnswer } from "~/.server/search/compose-answer";
import { searchEpisodes } from "~/.server/search/search-episodes";
import type { CatalogueEpisode } from "../fixtures/search/catalogue";
import { useTestDatabase } from "../helpers/test-database";
import { loadSearchCatalogue } from "../search-eval/evaluate-search";

/** A show where every episode is about divorce, the kids and the ex, each with a subject of its own. */
const SUBJECTS = [
  ["sourdough-bakery", "Running the Family Bakery After the Split", "who keeps the sourdough bakery the couple built"],
  ["sailboat", "Selling the Sailboat", "what happens to a sailboat bought together"],
  ["night-shifts", "Night Shifts and Bedtimes", "a nurse working night shifts and the bedtime routine"],
  ["chess-club", "The Chess Club Schedule", "weekend chess tournaments across two homes"],
  ["beehives", "Who Gets the Beehives", "dividing a backyard apiary and its honey income"],
  ["violin-lessons", "Paying for Violin Lessons", "splitting the cost of violin lessons and a rented instrument"],
  ["farmhouse", "The Farmhouse Mortgage", "refinancing a farmhouse mortgage in one name"],
  ["passport", "Passports for the Summer Trip", "consent for a child's passport application"],
] as const;

const catalogue: CatalogueEpisode[] = SUBJECTS.map(([slug, title, subject], at) => ({
  slug,
  title,
  guestName: null,
  description: `After the divorce, the kids and the ex: ${subject}. How parents get through the divorce with the kids.`,
  episodeNumber: at + 1,
  publishedDate: `2024-0${(at % 9) + 1}-01`,
}));

describe("search on evidence that tells episodes apart", () => {
  const database = useTestDatabase("pglite");
  beforeAll(async () => {
    await loadSearchCatalogue(database.db, catalogue);
  }, 60_000);

  it("finds an episode by its own subject, whatever the common words around it", async () => {
    const search = await searchEpisodes(database.db, "the beehives after the divorce, with my ex and the kids");
    expect(search.episodes[0]?.slug).toBe("beehives");
  });

  it("answers nothing when only the words every episode shares match, and says what it did not find", async () => {
    const search = await searchEpisodes(
      database.db,
      "my ex and the kids and the divorce: what about my gallbladder surgery",
    );
    expect(search.episodes).toEqual([]);
    expect(search.unmatched[0]).toBe("gallbladder");
    const answer = composeAnswer(search);
    expect(answer).toMatch(/^I couldn't find an episode on/);
    expect(answer).toContain("/contact");
    expect(answer).toContain("/episodes");
  });

  it("does not answer an everyday question from outside the field on one shared word", async () => {
    const search = await searchEpisodes(database.db, "how do I unclog the kitchen sink drain for the kids");
    expect(search.episodes).toEqual([]);
  });

  it("finds the episode after the listener's framing", async () => {
    const search = await searchEpisodes(
      database.db,
      "hi! I remember the one about a chess tournament, any episode would help",
    );
    expect(search.episodes[0]?.slug).toBe("chess-club");
  });
});
