import { describe, expect, it } from "vitest";
import { guessGuestName } from "./guess-guest-name";

describe("guessGuestName", () => {
  const named: Array<[string, string]> = [
    ["Surviving the First Year with Dr. Jane Smith", "Dr. Jane Smith"],
    ["Episode 12: Dividing Retirement Accounts with Jane Smith, CDFA", "Jane Smith, CDFA"],
    ["Custody Basics with John Doe, Esq.", "John Doe, Esq."],
    ["Co-Parenting After Divorce with Dr. Maria Lopez PhD", "Dr. Maria Lopez PhD"],
    ["Talking Taxes with attorney Sam Patel", "Sam Patel"],
    ["Rebuilding Credit with Dr. Phil", "Dr. Phil"],
    ["Mediation vs. Litigation ft. Laura Chen", "Laura Chen"],
    ["Mediation vs. Litigation feat. Laura Chen", "Laura Chen"],
    ["Mediation vs. Litigation featuring Laura Chen", "Laura Chen"],
    ["Guest: Dr. Ruth Hanau Santini", "Dr. Ruth Hanau Santini"],
    ["Episode 4 | Guest: Karen O'Brien", "Karen O'Brien"],
    ["Protecting Your Kids (Guest - Ana de la Cruz)", "Ana de la Cruz"],
    ["Special Guest: Mark DeVito", "Mark DeVito"],
    ["Money Talks | Jane Smith, CFP", "Jane Smith, CFP"],
    ["Dr. Jane Smith | Healing After Betrayal", "Dr. Jane Smith"],
    ["Parenting Plans with Jane Smith and John Doe", "Jane Smith and John Doe"],
    ["Parenting Plans with Jane Smith & John Doe", "Jane Smith and John Doe"],
    [
      "Conversation with Lisa Anderson and Tarek Kahlaoui: Reflections on Tunisia's State Building",
      "Lisa Anderson and Tarek Kahlaoui",
    ],
    ["Interview with Mieczysław Boduszyński about his book: U.S. Democracy Promotion", "Mieczysław Boduszyński"],
    ["Interview with Dr. Ruth Hanau Santini on her recently published book", "Dr. Ruth Hanau Santini"],
    ['Interview With Dr. Laurence Michalak, "Weekly Markets to Informality"', "Dr. Laurence Michalak"],
    ["Interview with Max Ajl: The Social Origins of Development", "Max Ajl"],
    ["  Interview   with Nadia   Marzouki ", "Nadia Marzouki"],
    ["000 jsAir - The Past, Present, and Future of JavaScript with Brendan Eich", "Brendan Eich"],
    [
      "001 jsAir - Learning and Developing JavaScript with Ashley G. Williams and Kyle Simpson",
      "Ashley G. Williams and Kyle Simpson",
    ],
    [
      "007 jsAir - Chakra, Microsoft’s Open Source JavaScript Engine with Ed Maurer, Gaurav Seth, and Steve Lucco",
      "Ed Maurer, Gaurav Seth and Steve Lucco",
    ],
    ["Episode 181: Distributed Scrum with Rini van Solingen", "Rini van Solingen"],
    ["Episode 143: API Design with Jim des Rivieres", "Jim des Rivieres"],
    ["SE-Radio Episode 240: The Groovy Language with Cédric Champeau", "Cédric Champeau"],
    ["Episode 173: Feature-Oriented Software Development with Sven Apel – Pt 2", "Sven Apel"],
    ["Episode 178: Akka With Jonas Boner", "Jonas Boner"],
    ["Dating Again with Sebastian McKenzie.", "Sebastian McKenzie"],
    ["Finding Calm with Jane Smith and her daughter", "Jane Smith"],
    ["Q&A with Judge Amy Brown", "Judge Amy Brown"],
    ["Live with Prof. Lee Wong, Jr.", "Prof. Lee Wong, Jr."],
  ];

  it.each(named)("%s → %s", (title, guest) => {
    expect(guessGuestName(title)).toBe(guest);
  });

  const none: string[] = [
    "",
    "   ",
    "Five Mistakes to Avoid in Your Divorce",
    "Dealing with Holiday Stress",
    "Co-Parenting with Your Ex",
    "Coping with Narcissistic Exes",
    "Would You Like Fries With That?",
    "Living with Grace",
    "Starting Over with Confidence",
    "Episode 229: Flavio Junqueira on Distributed Coordination with Apache ZooKeeper",
    "Episode 243: RethinkDB with Slava",
    "Episode 248: Axel Rauschmayer on JavaScript and ECMAScript 6",
    "Divorce Recovery | Moving Forward",
    "Jane Smith | Healing After Betrayal",
    "Dr. Jane Smith on Custody",
    "Talking with the Kids About Divorce",
    "Guest: TBA",
    "with Jane Smith 2",
    "Interview with One Two Three Four Five Six",
    "Featuring the Best of Season Two",
  ];

  it.each(none)("gives no guest for %j", (title) => {
    expect(guessGuestName(title)).toBeUndefined();
  });

  it("never throws on odd input", () => {
    expect(guessGuestName(undefined as unknown as string)).toBeUndefined();
    expect(guessGuestName("with ".repeat(10_000))).toBeUndefined();
    expect(guessGuestName("x".repeat(600) + " with Jane Smith")).toBeUndefined();
  });
});
