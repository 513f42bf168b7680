/** The Resources page's recommended reading: real, widely read books the host points listeners to. */
export type Book = {
  title: string;
  subtitle?: string;
  author: string;
  description: string;
  purchaseUrl: string;
};

/** An independent-bookshop search rather than one retailer's product page, so links never go stale. */
function bookshopSearch(title: string): string {
  return `https://bookshop.org/search?keywords=${encodeURIComponent(title)}`;
}

function book(entry: Omit<Book, "purchaseUrl">): Book {
  return { ...entry, purchaseUrl: bookshopSearch(entry.title) };
}

export const books: readonly Book[] = [
  book({
    title: "Mom's House, Dad's House",
    subtitle: "Making Two Homes for Your Child",
    author: "Isolina Ricci",
    description:
      "The classic guide to building two stable, loving homes. Clear advice on parenting plans, transitions and keeping children out of the middle.",
  }),
  book({
    title: "Two Homes, One Childhood",
    subtitle: "A Parenting Plan to Last a Lifetime",
    author: "Robert E. Emery",
    description:
      "A child psychologist and mediator shows how parenting plans should change as children grow, from infancy to young adulthood.",
  }),
  book({
    title: "The Good Divorce",
    subtitle: "Keeping Your Family Together When Your Marriage Comes Apart",
    author: "Constance Ahrons",
    description:
      "Landmark research showing that families can stay whole after divorce, with a hopeful, practical road map for getting there.",
  }),
  book({
    title: "The Co-Parenting Handbook",
    subtitle: "Raising Well-Adjusted and Resilient Kids from Little Ones to Young Adults through Divorce or Separation",
    author: "Karen Bonnell with Kristin Little",
    description:
      "A warm, hands-on workbook for co-parents, with tools for communication, schedules and new partners at every stage of childhood.",
  }),
  book({
    title: "Splitting",
    subtitle: "Protecting Yourself While Divorcing Someone with Borderline or Narcissistic Personality Disorder",
    author: "Bill Eddy and Randi Kreger",
    description:
      "Essential reading for high-conflict cases: how to prepare, protect yourself and your children, and work effectively with lawyers and the court.",
  }),
  book({
    title: "BIFF",
    subtitle:
      "Quick Responses to High-Conflict People, Their Personal Attacks, Hostile Email and Social Media Meltdowns",
    author: "Bill Eddy",
    description:
      "A simple method for replies that are Brief, Informative, Friendly and Firm. Claire recommends it to nearly every co-parent she works with.",
  }),
  book({
    title: "Divorce Poison",
    subtitle: "How to Protect Your Family from Bad-mouthing and Brainwashing",
    author: "Richard A. Warshak",
    description:
      "A compassionate, practical guide for parents whose children are being turned against them, and for anyone worried it might start.",
  }),
  book({
    title: "Rebuilding",
    subtitle: "When Your Relationship Ends",
    author: "Bruce Fisher and Robert Alberti",
    description:
      "A step-by-step path through the grief, anger and letting go that follow a breakup, toward a confident new beginning.",
  }),
  book({
    title: "Getting to Yes",
    subtitle: "Negotiating Agreement Without Giving In",
    author: "Roger Fisher, William Ury and Bruce Patton",
    description:
      "The foundation of modern mediation: separate the people from the problem and focus on interests, not positions.",
  }),
  book({
    title: "Never Split the Difference",
    subtitle: "Negotiating As If Your Life Depended On It",
    author: "Chris Voss with Tahl Raz",
    description:
      "A former FBI hostage negotiator's techniques for calm, empathetic negotiation, useful at the settlement table and beyond.",
  }),
];
