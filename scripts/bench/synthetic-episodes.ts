/**
 * A deterministic archive of synthetic but realistic episodes, for measuring episode search at a
 * size the real archive may reach (DESIGN.md: 5,000 episodes). Titles, guests and show notes (HTML,
 * 1-4 KB) use the field's vocabulary in realistic proportions: children, custody and co-parenting
 * come up in most episodes, QDROs and Hague cases in few. Plain data with no app imports, so a test
 * can reuse it as well as the bench.
 */

export type SyntheticEpisode = {
  slug: string;
  title: string;
  guestName: string | null;
  /** Show notes as sanitized HTML paragraphs and a list, 1-4 KB. */
  description: string;
  imageUrl: string;
  audioUrl: string;
  podbeanEmbedCode: string;
  durationSeconds: number;
  episodeNumber: number;
  publishedDate: Date;
};

/** mulberry32: small, fast, and the same sequence on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Topic = {
  /** How often the topic leads an episode, relative to the others. */
  weight: number;
  titles: readonly string[];
  /** Sentences for the show notes, in the topic's own words. */
  sentences: readonly string[];
  /** What the episode covers, as list items. */
  points: readonly string[];
};

const topics: readonly Topic[] = [
  {
    weight: 8,
    titles: [
      "Custody Schedules That Actually Work",
      "What Judges Look for in a Custody Case",
      "50/50 Custody: Myth or Reality?",
      "Joint vs. Sole Custody Explained",
      "Modifying a Custody Order",
      "First-Time Custody Evaluations",
    ],
    sentences: [
      "We walk through the most common custody schedules, from 2-2-3 rotations to alternating weeks, and how to pick one that fits your children's ages.",
      "Custody is rarely decided by a single factor; courts weigh stability, each parent's involvement, and the child's best interests.",
      "Parenting time and visitation are often used interchangeably, but the words carry different weight in different states.",
      "A custody evaluator may interview both parents, visit both homes, and speak with teachers before writing a recommendation.",
      "If you want to modify a custody order you usually need to show a substantial change in circumstances since the last order.",
      "Keeping a calm, factual record of exchanges and missed visits matters more than any single dramatic moment in court.",
    ],
    points: [
      "How custody schedules change as kids grow",
      "Legal custody versus physical custody",
      "What a custody evaluator actually does",
      "When to ask the court to modify parenting time",
    ],
  },
  {
    weight: 7,
    titles: [
      "Co-Parenting 101",
      "Co-Parenting Through the Teenage Years",
      "Co-Parenting When You Can't Stand Each Other",
      "Building a Shared Parenting Routine",
      "Co-Parenting Apps, Calendars and Boundaries",
    ],
    sentences: [
      "Co-parenting is a business relationship with the most important project of your life: raising your kids.",
      "Shared calendars and co-parenting apps keep the logistics out of emotional conversations and create a record if you need one.",
      "Consistent rules across two homes help children feel safe, but they do not need to be identical.",
      "A good co-parent communicates about the children, not about the marriage that ended.",
      "Transitions between homes are hardest on kids when parents argue at the door; keep exchanges short and kind.",
    ],
    points: [
      "Ground rules for co-parenting communication",
      "Handling transitions between two homes",
      "Co-parenting apps worth trying",
      "What to do when the other parent won't cooperate",
    ],
  },
  {
    weight: 5,
    titles: [
      "Alimony Basics: Who Pays and For How Long",
      "Spousal Support After a Long Marriage",
      "When Alimony Ends",
      "Negotiating Spousal Maintenance",
      "Alimony and Remarriage",
    ],
    sentences: [
      "Alimony, also called spousal support or maintenance, is meant to ease the financial gap between spouses after a divorce.",
      "Courts consider the length of the marriage, each spouse's earning capacity, and the standard of living during the marriage.",
      "Many states use formulas for temporary spousal support, but long-term alimony is still largely discretionary.",
      "Remarriage or cohabitation of the receiving spouse often ends or reduces spousal maintenance.",
      "Since 2019, alimony is no longer deductible for the payer under federal tax law for new agreements.",
    ],
    points: [
      "Types of alimony: temporary, rehabilitative and permanent",
      "How judges calculate spousal support",
      "Ending or modifying maintenance",
    ],
  },
  {
    weight: 5,
    titles: [
      "Child Support: How the Numbers Are Calculated",
      "Collecting Unpaid Child Support",
      "Child Support for Self-Employed Parents",
      "Child Support With a 50/50 Schedule",
    ],
    sentences: [
      "Child support guidelines look at both parents' incomes, the number of children, and how many overnights each parent has.",
      "When a parent falls behind, arrears accrue interest in many states and can be collected through wage garnishment.",
      "Self-employed parents can make income hard to pin down; courts may impute income based on lifestyle and history.",
      "Extracurricular activities, childcare and health insurance are often split on top of basic child support.",
    ],
    points: [
      "The child support guidelines in plain language",
      "Enforcing support payments and arrears",
      "Who pays for activities, braces and college",
    ],
  },
  {
    weight: 5,
    titles: [
      "Mediation: How It Works",
      "Is Mediation Right for Us?",
      "Preparing for Your First Mediation Session",
      "Collaborative Divorce vs. Mediation",
      "Mediating With a Difficult Ex",
    ],
    sentences: [
      "In mediation a neutral mediator helps both spouses reach a settlement without a judge deciding for them.",
      "Mediation is usually faster and less expensive than litigation, and what is said in the room stays confidential.",
      "Collaborative divorce adds lawyers trained to settle, with everyone agreeing not to go to court.",
      "Preparing a budget, a list of assets and your priorities before the first session saves time and money.",
      "Mediation may not be appropriate when there is a history of abuse or a large imbalance of power.",
    ],
    points: [
      "What a mediator does and doesn't do",
      "Documents to bring to mediation",
      "When collaborative law makes more sense",
    ],
  },
  {
    weight: 5,
    titles: [
      "Divorcing a Narcissist",
      "Co-Parenting With a Narcissist",
      "High-Conflict Exes and How to Respond",
      "Recovering From a Manipulative Marriage",
    ],
    sentences: [
      "A narcissistic ex often thrives on conflict, so the less emotional fuel you provide, the less power they hold.",
      "The BIFF response (brief, informative, friendly, firm) keeps messages from turning into arguments.",
      "High-conflict personalities may use the court process itself to keep the fight going; documentation is your friend.",
      "Parallel parenting, with minimal direct contact, can protect children from a conflict you cannot end alone.",
      "Manipulative patterns like gaslighting and love-bombing are easier to resist once you can name them.",
    ],
    points: ["Recognizing narcissistic patterns", "Writing BIFF messages", "Parallel parenting as a strategy"],
  },
  {
    weight: 5,
    titles: [
      "Property Division: Who Gets What",
      "Equitable Distribution Explained",
      "Marital vs. Separate Property",
      "Dividing Assets Without a War",
    ],
    sentences: [
      "Property division starts with a complete list of assets and debts, marital and separate.",
      "In equitable distribution states, fair does not always mean equal; courts weigh many factors.",
      "Inheritances and gifts may remain separate property unless they were mixed with marital funds.",
      "Valuing assets like a business, stock options or a pension often requires an expert.",
    ],
    points: ["Community property versus equitable distribution", "Tracing separate property", "Valuing complex assets"],
  },
  {
    weight: 3,
    titles: [
      "Who Keeps the House?",
      "Selling the Marital Home",
      "Refinancing the Mortgage After Divorce",
      "Nesting: Kids Stay, Parents Rotate",
    ],
    sentences: [
      "Keeping the marital home feels like stability, but the mortgage, taxes and repairs can strain a single income.",
      "Refinancing removes the other spouse from the mortgage and is often required by the settlement.",
      "Some families try nesting, where the children stay in the family home and the parents take turns living there.",
      "Selling the house and splitting the equity is often the cleanest option, even when it hurts.",
    ],
    points: ["Keep, sell or buy out the house", "Refinancing timelines", "Nesting arrangements"],
  },
  {
    weight: 3,
    titles: [
      "Dividing Retirement Accounts",
      "QDROs in Plain English",
      "Pensions, 401(k)s and IRAs in Divorce",
      "Protecting Your Retirement in a Gray Divorce",
    ],
    sentences: [
      "Retirement accounts are often the largest marital asset after the house.",
      "A qualified domestic relations order, or QDRO, lets a 401(k) or pension be split without tax penalties.",
      "IRAs are divided by a transfer incident to divorce rather than a QDRO.",
      "Pension valuation depends on assumptions about retirement age and interest rates, so get an actuary involved.",
    ],
    points: ["How QDROs work", "Splitting a pension", "Common retirement division mistakes"],
  },
  {
    weight: 4,
    titles: [
      "Choosing a Divorce Lawyer",
      "What Your Attorney Wishes You Knew",
      "Keeping Legal Fees Under Control",
      "Representing Yourself in Family Court",
    ],
    sentences: [
      "Interview at least two or three family-law attorneys before you sign a retainer.",
      "Legal fees add up fastest when clients use their lawyer as a therapist; bring organized questions instead.",
      "Self-represented parties can succeed in simple cases, but court rules and deadlines still apply.",
      "Ask any lawyer how they bill, who else on the team will work your case, and how often they settle.",
    ],
    points: ["Questions to ask a lawyer", "Understanding a retainer", "When to hire counsel"],
  },
  {
    weight: 4,
    titles: [
      "What Happens at a Family Court Hearing",
      "Preparing to Testify in Court",
      "Trial vs. Settlement",
      "A Retired Judge on Custody Trials",
    ],
    sentences: [
      "Most divorce cases settle, but knowing what happens at trial shapes every negotiation.",
      "Judges notice demeanor; answer the question asked, keep it short, and never talk over the other side.",
      "A hearing on temporary orders can set the tone for the rest of the case.",
      "Litigation is expensive and slow, and a judge who met your family for an afternoon will make the final call.",
    ],
    points: ["Courtroom etiquette", "Temporary orders", "How judges decide"],
  },
  {
    weight: 3,
    titles: [
      "Domestic Violence and Divorce",
      "Protective Orders Explained",
      "Recognizing Coercive Control",
      "Leaving Safely",
    ],
    sentences: [
      "If you are in danger, a protective order or restraining order can be requested on an emergency basis.",
      "Coercive control, the pattern of isolation, monitoring and financial restriction, is now recognized in several states.",
      "Safety planning comes first: a bag, copies of documents, and a trusted person who knows your plan.",
      "Domestic violence affects custody decisions, and many states presume against custody for an abusive parent.",
    ],
    points: ["Getting a protective order", "Safety planning", "Abuse and custody"],
  },
  {
    weight: 4,
    titles: [
      "Dating After Divorce",
      "Introducing a New Partner to the Kids",
      "Is It Too Soon to Date?",
      "Online Dating in Your Forties",
    ],
    sentences: [
      "Dating after divorce can feel thrilling and terrifying in the same evening.",
      "Wait until a new relationship is stable before introducing a partner to your children.",
      "Your ex may react strongly to your new partner; keep the focus on the children's routine.",
      "Healing first makes it less likely you repeat the patterns of your marriage.",
    ],
    points: ["Signs you are ready to date", "Introducing a new partner", "Dating and your ex"],
  },
  {
    weight: 3,
    titles: [
      "Blended Families That Work",
      "Life as a Stepmom",
      "Stepparents and Discipline",
      "The First Year as a Stepfamily",
    ],
    sentences: [
      "Blended families take years, not months, to feel like one family.",
      "Stepparents do best starting as a friendly adult, leaving discipline to the biological parent at first.",
      "A stepmom can feel like an outsider in her own house; naming that feeling is the first step.",
      "Stepchildren may feel disloyal to their other parent for liking a stepparent.",
    ],
    points: ["Roles in a stepfamily", "Discipline and stepparents", "Loyalty binds"],
  },
  {
    weight: 3,
    titles: [
      "Surviving the Holidays After Divorce",
      "Splitting Christmas and Thanksgiving",
      "Holiday Schedules Kids Can Live With",
    ],
    sentences: [
      "The first holidays after a separation are often the hardest; plan them early.",
      "Alternating Thanksgiving and Christmas each year is the most common holiday schedule.",
      "Vacation schedules need notice periods and itineraries written into the parenting plan.",
    ],
    points: ["Holiday schedule options", "New traditions", "Vacation notice rules"],
  },
  {
    weight: 3,
    titles: ["Relocation After Divorce", "Moving Out of State With the Kids", "Long-Distance Parenting Plans"],
    sentences: [
      "A parent who wants to relocate with the children usually needs the other parent's consent or a court order.",
      "Courts weigh the reason for the move against the impact on the children's relationship with the other parent.",
      "Long-distance parenting plans shift time to summers and school breaks and rely on video calls.",
    ],
    points: ["Relocation notice rules", "What courts weigh in a move-away case", "Long-distance schedules"],
  },
  {
    weight: 4,
    titles: [
      "Grief After Divorce",
      "When You Can't Stop Crying",
      "Depression and the End of a Marriage",
      "Finding Yourself Again",
    ],
    sentences: [
      "Divorce is a loss, and grief after divorce follows many of the same stages as grief after a death.",
      "If sadness turns into depression that lasts for weeks, talk to a doctor or therapist.",
      "Self-care is not indulgence: sleep, movement and friends are what carry you through.",
      "Anxiety about money and the future is normal; breaking problems into small steps helps.",
    ],
    points: ["Stages of divorce grief", "When to seek therapy", "Small daily habits that help"],
  },
  {
    weight: 3,
    titles: [
      "Money After Divorce",
      "Building a Post-Divorce Budget",
      "Rebuilding Your Credit",
      "Hidden Assets and Financial Infidelity",
    ],
    sentences: [
      "A realistic budget is the foundation of every financial decision in your divorce.",
      "Joint credit cards and loans remain both spouses' responsibility to the lender, whatever the decree says.",
      "A forensic accountant can trace hidden assets through bank statements and business records.",
      "Taxes change after divorce: filing status, dependency exemptions and capital gains on the house.",
    ],
    points: ["Post-divorce budgeting", "Debt and credit", "Finding hidden money"],
  },
  {
    weight: 5,
    titles: [
      "Telling the Kids About the Divorce",
      "Helping Children Through Divorce",
      "Teenagers and Divorce",
      "When a Child Refuses Visits",
    ],
    sentences: [
      "Children do best when both parents tell them together, with a simple script and no blame.",
      "Young kids may regress; teenagers may withdraw or take sides. Both are normal reactions.",
      "Never ask a child to carry messages or spy on the other parent.",
      "A child therapist can give your son or daughter a neutral place to talk.",
    ],
    points: ["Age-by-age scripts", "Signs a child is struggling", "Keeping kids out of the middle"],
  },
  {
    weight: 2,
    titles: ["Prenups and Postnups", "Challenging a Prenuptial Agreement", "A Prenup for Your Second Marriage"],
    sentences: [
      "A prenuptial agreement can protect premarital assets and set rules for support if the marriage ends.",
      "Postnuptial agreements are signed after the wedding and face more scrutiny in some states.",
      "Prenups are most often challenged for lack of disclosure or signing under pressure.",
    ],
    points: ["What a prenup can cover", "Enforceability", "Postnups"],
  },
  {
    weight: 2,
    titles: ["Grandparents' Rights", "Grandparents Raising Grandchildren"],
    sentences: [
      "Grandparents' visitation rights vary widely by state and are limited by parents' constitutional rights.",
      "Grandparents who have been raising grandchildren may have standing to seek custody.",
    ],
    points: ["Grandparent visitation", "Kinship care"],
  },
  {
    weight: 2,
    titles: ["Military Divorce", "Deployment and Custody", "Dividing Military Retirement"],
    sentences: [
      "Military divorce involves federal rules on retirement pay, health care and jurisdiction.",
      "Deployment can pause proceedings under the Servicemembers Civil Relief Act.",
      "Family care plans help service members keep children's routines during deployment.",
    ],
    points: ["Military retirement division", "Deployment and parenting time"],
  },
  {
    weight: 2,
    titles: ["International Custody Disputes", "The Hague Convention and Child Abduction"],
    sentences: [
      "When a parent takes a child abroad, the Hague Convention may require the child's return.",
      "International custody cases turn on habitual residence and can move quickly.",
    ],
    points: ["Hague return cases", "Travel consent letters"],
  },
  {
    weight: 2,
    titles: ["Special Needs Kids and Divorce", "Autism and Two Households"],
    sentences: [
      "Children with special needs may need support past eighteen, which changes child support planning.",
      "For a child with autism, predictable transitions between homes matter more than an even split.",
    ],
    points: ["Special needs trusts", "Transitions for neurodivergent kids"],
  },
  {
    weight: 2,
    titles: ["Infidelity and Divorce", "After the Affair"],
    sentences: [
      "An affair rarely changes property division in no-fault states, though dissipation of assets can.",
      "Many couples do rebuild after infidelity, with counseling and time.",
    ],
    points: ["Fault and no-fault divorce", "Rebuilding trust"],
  },
  {
    weight: 2,
    titles: ["Gray Divorce: Splitting Up After 50", "Starting Over Later in Life"],
    sentences: [
      "Gray divorce brings specific questions about retirement, health insurance and adult children.",
      "Divorce after 50 can be a chance to rebuild a life on your own terms.",
    ],
    points: ["Social security and divorce", "Adult children's reactions"],
  },
];

/** Lines most episodes carry, whatever the topic: intros, general advice, the show's footer. */
const generalSentences: readonly string[] = [
  "Divorce touches every part of life at once: money, kids, home and identity.",
  "Every state handles these questions a little differently, so talk to a local family-law attorney about your situation.",
  "We also answer a listener question about what to do in the first week after deciding to separate.",
  "Claire shares what she has seen work for families in her years of practice.",
  "If you are feeling overwhelmed, you are not alone; thousands of listeners have been exactly where you are.",
  "Our guest explains the process step by step, with real examples from families they have worked with.",
  "We talk about what the children need to hear and what they never should.",
  "Along the way we touch on the emotional side of separation and how to keep your footing.",
  "There is no one right way to divorce, but there are a lot of expensive wrong ways.",
  "Documentation, patience and a support network make every step easier.",
];

const footer =
  "<p>Untangled is for information only and is not legal advice. If you need help with your case, " +
  "consult a licensed attorney in your state. Find every episode, our free guides and the newsletter " +
  "at untangledpodcast.com, and follow the show wherever you listen to podcasts.</p>";

const firstNames = (
  "Renee Marcus Jenna Harold Aisha Rebecca Daniel Priya Carlos Megan Tom Lauren Kevin Sofia Andre " +
  "Hannah Victor Grace Elena Samuel Naomi Isaac Olivia Hector Monica Russell Tamara Yusuf Beth Omar"
).split(" ");
const lastNames = (
  "Alvarez Bell Park Simmons Bello Lang Okafor Nguyen Ortega Fischer Patel Brennan Kowalski Reyes Whitaker " +
  "Chen Haddad Morrison Dubois Sato Abernathy Castillo Delgado Ferreira Goldberg Iverson Jablonski Lindqvist Mbeki Novak"
).split(" ");
const prefixes = ["", "", "", "Dr. ", "Judge "];
const suffixes = ["", "", ", Esq.", ", LMFT", ", CDFA", ", PhD", ", LCSW"];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function pickTopic(next: () => number, totalWeight: number): Topic {
  let roll = next() * totalWeight;
  for (const topic of topics) {
    roll -= topic.weight;
    if (roll < 0) return topic;
  }
  return topics.at(-1)!;
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
}

/** `count` episodes, newest last, one a day from 2011; the same for the same seed. */
export function syntheticEpisodes(count: number, { seed = 5000 } = {}): SyntheticEpisode[] {
  const next = random(seed);
  const totalWeight = topics.reduce((sum, topic) => sum + topic.weight, 0);
  const firstDate = Date.UTC(2011, 0, 3, 10);
  const result: SyntheticEpisode[] = [];
  for (let index = 0; index < count; index++) {
    const main = pickTopic(next, totalWeight);
    const others = [pickTopic(next, totalWeight), pickTopic(next, totalWeight)].filter((topic) => topic !== main);
    const guestName =
      next() < 0.8
        ? `${pick(next, prefixes)}${pick(next, firstNames)} ${pick(next, lastNames)}${pick(next, suffixes)}`
        : null;
    const baseTitle = pick(next, main.titles);
    const title = guestName
      ? next() < 0.5
        ? `${baseTitle} with ${guestName}`
        : `${baseTitle} | ${guestName}`
      : next() < 0.3
        ? `${baseTitle} (Listener Q&A)`
        : baseTitle;

    // 1-4 KB of notes: an intro, paragraphs from the main topic and a side topic, a list, the footer.
    const targetBytes = 1024 + Math.floor(next() * 2.8 * 1024);
    const intro = guestName
      ? `${guestName.replace(/, .*$/, "")} joins Claire to talk about ${baseTitle.toLowerCase()}.`
      : `Claire answers your questions about ${baseTitle.toLowerCase()}.`;
    const paragraphs: string[] = [];
    let sentences = [intro];
    let size = footer.length + 200;
    while (size < targetBytes) {
      const source =
        next() < 0.55 ? main.sentences : next() < 0.6 && others[0] ? others[0].sentences : generalSentences;
      const sentence = pick(next, source);
      sentences.push(sentence);
      size += sentence.length + 1;
      if (sentences.length >= 3 + Math.floor(next() * 3)) {
        paragraphs.push(`<p>${sentences.join(" ")}</p>`);
        sentences = [];
        size += 7;
      }
    }
    if (sentences.length > 0) paragraphs.push(`<p>${sentences.join(" ")}</p>`);
    const points = [...main.points, ...(others[0]?.points.slice(0, 1) ?? [])];
    const list = `<p>In this episode:</p><ul>${points.map((point) => `<li>${point}</li>`).join("")}</ul>`;
    const description = [paragraphs[0], list, ...paragraphs.slice(1), footer].join("");

    const episodeNumber = index + 1;
    const playerId = `pb${(1_000_000 + episodeNumber * 7919).toString(36)}`;
    result.push({
      slug: `${slugOf(baseTitle)}-${episodeNumber}`,
      title,
      guestName,
      description,
      imageUrl: `https://pbcdn1.podbean.com/imglogo/ep-logo/${playerId}/untangled-${episodeNumber}.jpg`,
      audioUrl: `https://mcdn.podbean.com/mf/web/${playerId}/untangled-episode-${episodeNumber}.mp3`,
      podbeanEmbedCode:
        `<iframe title="${title.replace(/"/g, "&quot;")}" allowtransparency="true" height="150" width="100%" ` +
        `style="border: none; min-width: min(100%, 430px);height:150px;" scrolling="no" data-name="pb-iframe-player" ` +
        `src="https://www.podbean.com/player-v2/?i=${playerId}-pb&from=pb6admin&share=1&download=1&rtl=0&fonts=Arial&skin=1&font-color=&logo_link=episode_page&btn-skin=7" ` +
        `loading="lazy" allowfullscreen=""></iframe>`,
      durationSeconds: 1200 + Math.floor(next() * 2700),
      episodeNumber,
      publishedDate: new Date(firstDate + index * 24 * 3600 * 1000),
    });
  }
  return result;
}
