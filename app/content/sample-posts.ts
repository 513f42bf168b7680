/**
 * The blog posts a fresh install starts with (SAMPLE_CONTENT=on, empty database): one featured,
 * several categories, images served by the site (scripts/generate-blog-images.ts). Written as the
 * fictional host; they load once and are the owner's to edit or delete.
 */
export type SamplePost = {
  title: string;
  excerpt: string;
  /** Paragraphs of the post, plain text. */
  body: string[];
  image: string;
  categories: string[];
  publishedDate: string;
  isFeatured?: boolean;
};

const image = (name: string) => `/images/blog/${name}.svg`;

/**
 * Fixed ids, so a sample post's address is the same on every fresh install (benchmarks and docs
 * can name one); posts written later get random ones.
 */
export const samplePostId = (index: number) => `5a3b1e00-0000-4000-8000-${String(index + 1).padStart(12, "0")}`;

export const samplePosts: readonly SamplePost[] = [
  {
    title: "The First 30 Days After Separation: A Practical Checklist",
    excerpt:
      "The first month sets the tone for everything that follows. Here is the checklist I give every client, from securing documents to protecting your children's routine.",
    body: [
      "The first thirty days after a separation are disorienting. Decisions feel urgent, advice comes from every direction, and it is easy to make choices that are hard to undo.",
      "Start with information, not action: gather tax returns, bank and retirement statements, mortgage papers and insurance policies. Make copies and keep them somewhere only you can reach.",
      "Keep the children's routine as steady as you can. School, bedtime and activities are the scaffolding they lean on while the adults work things out.",
      "Finally, talk to a family-law attorney before you sign anything or move out. One hour of advice now can save months of repair later.",
    ],
    image: image("sunrise"),
    categories: ["Getting Started", "Legal Basics"],
    publishedDate: "2025-11-12T14:00:00Z",
    isFeatured: true,
  },
  {
    title: "Parenting Plans That Actually Work",
    excerpt:
      "A good parenting plan answers the questions before they become arguments. These are the clauses families tell me they are most grateful for years later.",
    body: [
      "Most parenting-plan disputes are not about big principles. They are about Tuesday pickups, birthday parties and who buys the winter coat.",
      "Spell out exchanges, holidays, travel notice and how you will decide on school and medical care. Add a clause for how you will change the plan when the children grow.",
    ],
    image: image("calendar"),
    categories: ["Co-Parenting", "Custody"],
    publishedDate: "2025-11-05T14:00:00Z",
  },
  {
    title: "Mediation or Court? How to Choose",
    excerpt:
      "Mediation is faster and cheaper for most families, but not for all. Here is how to tell which path fits your situation.",
    body: [
      "Mediation works when both people can speak for themselves and share information honestly. Litigation is sometimes necessary: when there is abuse, hidden assets or a refusal to engage.",
      "Collaborative divorce sits in between, with each person's attorney committed to settling outside court.",
    ],
    image: image("balance"),
    categories: ["Mediation", "Legal Basics"],
    publishedDate: "2025-10-29T14:00:00Z",
  },
  {
    title: "Talking to Your Children About Divorce",
    excerpt:
      "Children remember how they were told far longer than what they were told. Plan the conversation together, keep it simple, and keep it about them.",
    body: [
      "Tell them together if you can, in a calm moment, with time afterwards. Reassure them it is not their fault and that both parents will keep loving them.",
      "Expect questions to come back for weeks or months. Answer them honestly and at their level.",
    ],
    image: image("conversation"),
    categories: ["Co-Parenting", "Children"],
    publishedDate: "2025-10-22T14:00:00Z",
  },
  {
    title: "Dividing Retirement Accounts: What a QDRO Does",
    excerpt:
      "Retirement savings are often the largest asset in a divorce. A qualified domestic relations order is how they are divided without tax penalties.",
    body: [
      "A QDRO tells a retirement plan administrator how to split an account between spouses. Without one, a withdrawal to pay a former spouse can trigger taxes and penalties.",
      "Have it drafted early and approved by the plan before the divorce is final.",
    ],
    image: image("balance"),
    categories: ["Finances", "Property Division"],
    publishedDate: "2025-10-15T14:00:00Z",
  },
  {
    title: "Co-Parenting With a High-Conflict Ex",
    excerpt:
      "You cannot control the other parent, but you can control how much conflict reaches your children. Parallel parenting and brief, firm messages help.",
    body: [
      "Keep communication in writing, brief and about the children. The BIFF method (brief, informative, friendly, firm) takes the heat out of most messages.",
      "When cooperation is impossible, parallel parenting lets each household run its own way with minimal contact.",
    ],
    image: image("untangled-threads"),
    categories: ["Co-Parenting", "High Conflict"],
    publishedDate: "2025-10-08T14:00:00Z",
  },
  {
    title: "Spousal Support: Five Myths",
    excerpt:
      "Alimony is rarely permanent, rarely automatic and rarely what people expect. Here are the five myths I hear most often.",
    body: [
      "Support depends on the length of the marriage, each person's income and earning capacity, and the standard of living during the marriage.",
      "Many awards are temporary and designed to help the lower-earning spouse get back on their feet.",
    ],
    image: image("balance"),
    categories: ["Finances", "Spousal Support"],
    publishedDate: "2025-10-01T14:00:00Z",
  },
  {
    title: "Keeping the House: Dream or Trap?",
    excerpt:
      "Keeping the family home feels like stability. Run the numbers first: the mortgage, the upkeep and the retirement you may be trading for it.",
    body: [
      "A house is an illiquid asset with ongoing costs. Retirement accounts grow tax-deferred. Trading one for the other is not an equal swap.",
      "Ask whether you can refinance on your own income and afford repairs for the next ten years.",
    ],
    image: image("two-homes"),
    categories: ["Finances", "Property Division"],
    publishedDate: "2025-09-24T14:00:00Z",
  },
  {
    title: "Holiday Schedules Without the Fights",
    excerpt:
      "Alternate, split or double up: there is more than one fair way to share the holidays. The best schedule is the one your children can look forward to.",
    body: [
      "Decide early and put it in writing. Alternating years is simple; splitting the day works when homes are close.",
      "Build new traditions in each home rather than trying to recreate the old ones exactly.",
    ],
    image: image("calendar"),
    categories: ["Co-Parenting", "Holidays"],
    publishedDate: "2025-09-17T14:00:00Z",
  },
  {
    title: "What to Bring to Your First Attorney Meeting",
    excerpt: "Preparation turns an expensive first meeting into a productive one. Bring these documents and questions.",
    body: [
      "Bring recent tax returns, pay stubs, account statements, a list of debts and any existing agreements.",
      "Ask about fees, expected timelines and whether mediation might work for you.",
    ],
    image: image("conversation"),
    categories: ["Getting Started", "Legal Basics"],
    publishedDate: "2025-09-10T14:00:00Z",
  },
  {
    title: "Rebuilding Your Credit After Divorce",
    excerpt:
      "Joint accounts can follow you long after the decree. Close what you can, monitor what you cannot, and start building credit in your own name.",
    body: [
      "Pull your credit reports from all three bureaus and list every joint account.",
      "Open a card in your own name and use it lightly; on-time payments rebuild a score faster than anything else.",
    ],
    image: image("sunrise"),
    categories: ["Finances"],
    publishedDate: "2025-09-03T14:00:00Z",
  },
  {
    title: "Self-Care Is Not Selfish",
    excerpt:
      "Divorce is a marathon. Sleep, movement and a few trusted people are not luxuries; they are how you make good decisions under stress.",
    body: [
      "Stress narrows your thinking. Protect your sleep, move every day and schedule time with people who steady you.",
      "Consider a therapist or support group: it is easier to think clearly when you are not carrying everything alone.",
    ],
    image: image("sunrise"),
    categories: ["Self-Care"],
    publishedDate: "2025-08-27T14:00:00Z",
  },
  {
    title: "Introducing a New Partner to Your Children",
    excerpt:
      "There is no perfect timeline, but there are better and worse ways. Wait until the relationship is stable, and let your children set the pace.",
    body: [
      "Give your children time to adjust to the separation first. Many therapists suggest waiting at least six months into a serious relationship.",
      "Keep first meetings short, casual and on neutral ground.",
    ],
    image: image("two-homes"),
    categories: ["Dating", "Children"],
    publishedDate: "2025-08-20T14:00:00Z",
  },
  {
    title: "Grey Divorce: Separating After 50",
    excerpt:
      "Divorce later in life brings its own questions about pensions, Social Security and adult children. Here is where to start.",
    body: [
      "Retirement timing, health insurance and Social Security spousal benefits all deserve a close look before you agree on a settlement.",
      "Adult children may take sides; set boundaries early and keep them out of the negotiations.",
    ],
    image: image("untangled-threads"),
    categories: ["Finances", "Later Life"],
    publishedDate: "2025-08-13T14:00:00Z",
  },
  {
    title: "Documenting Missed Parenting Time",
    excerpt:
      "If the other parent regularly misses or changes exchanges, a calm, factual record is what a court will want to see.",
    body: [
      "Keep a simple log: date, what was scheduled, what happened, and any messages exchanged. Stick to facts.",
      "A co-parenting app can timestamp messages and exchanges for you.",
    ],
    image: image("calendar"),
    categories: ["Custody", "Co-Parenting"],
    publishedDate: "2025-08-06T14:00:00Z",
  },
];
