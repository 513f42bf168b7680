/**
 * The search's weights, in one place. Chosen on the development set (tests/fixtures/search) alone
 * and measured on the held-out set (tests/fixtures/search-held-out) without changing them again:
 * docs/decisions/0011-search-relevance.md records the runs.
 */
export const relevance = {
  /** The weight of a word no episode uses: about that of a word one episode in fifty uses. */
  absentWeight: 4,
  /**
   * A word's weight is scaled by its topicality in everyday speech (everyday-words.ts): 0 at or
   * below `everyday` (ln of total / count: "want" is 5.9), 1 at or above `topical` ("custody" 10.8).
   */
  everyday: 6,
  topical: 10,
  /** The least share of its weight an everyday word keeps. */
  everydayFloor: 0.3,
  /**
   * A word weighing less is left out of the search altogether ("like", "advice", "one"): it says
   * nothing about the topic and costs a match against every episode.
   */
  ignoreBelow: 0.5,
  /** A term of the field's vocabulary (synonyms.ts) weighs at least this, however common. */
  fieldWeightFloor: 3,
  /** Widen words the catalogue lacks with their WordNet synonyms (wordnet.ts). */
  wordnet: true,
  /** A word the catalogue lacks, found only through a WordNet synonym, earns this share of its weight. */
  wordnetCredit: 0.5,
  /**
   * Pretrained word vectors (optional, word-vectors.ts): a word the catalogue lacks (and, with
   * `presentWords`, every other word outside the field's vocabulary) is widened by its `count`
   * nearest catalogue words at least `minimum` alike, at the WordNet credit. Off: measured, they
   * cost honest abstentions for little recall (docs/decisions/0011-search-relevance.md), and the
   * package (310 MB) is not a dependency; `use` takes effect only where it is installed.
   */
  wordVectors: { use: false, presentWords: false, count: 3, minimum: 0.6 },
  /**
   * Situations, not words (situation-bridge.ts): a word of the question reaches the catalogue's words
   * defined with it in WordNet and those its own definition uses (its `senses` commonest senses per
   * part of speech), when they are in at most `share` of episodes and at least `topicality` topical
   * in everyday speech; at most `count`, the rarest, each earning `credit` of the word's credit.
   * With `found`, a part of the question reached only so is not missing ("nothing fits").
   */
  bridge: {
    use: true,
    found: false,
    senses: 3,
    share: 0.2,
    topicality: 0.5,
    from: 0.5,
    specific: 6,
    count: 4,
    credit: 0.3,
  },
  /** The weight of a guest named in the message: a name is as telling as the rarest word. */
  guestWeight: 8,
  /**
   * The share of the question's weight an episode must cover to count as an answer when it matches
   * a term of the field's vocabulary or the guest asked for ("my ex hasn't paid child support")…
   */
  minimumCoverage: 0.3,
  /** …and when it matches only other words ("best pizza in Chicago" matching a stray "Chicago"). */
  minimumCoverageOffField: 0.5,
  /**
   * How well a concept tells this catalogue's episodes apart, from the share of episodes whose title
   * and notes it matches (separating-evidence.ts): up to `distinct` it keeps its whole weight; from
   * there its weight falls in proportion to `common`, where it keeps `least` (on a divorce podcast,
   * "divorce" and "ex" are in most episodes and say almost nothing about which one answers). Nor
   * does such a concept make an episode one of the field's (the lower `minimumCoverage`).
   */
  separation: { distinct: 0.2, common: 0.6, least: 0.1 },
  /**
   * "Nothing fits" when a part of the question weighing at least this (once weighed by separation)
   * is found in no episode and no part weighing as much is found in any: the episodes share only the
   * question's common or everyday words (search-episodes.ts).
   */
  centralWeight: 2,
  /** A concept in the title or guest name (weight A) adds this share of its weight again. */
  titleBonus: 0.5,
  /**
   * A concept heard only in an episode's transcript earns this share of its credit: a transcript
   * ranks below the title and notes, which say what the episode is about, yet a phrase said only
   * there still finds the episode (a question's one concept, at half credit, meets the minimum).
   */
  transcriptCredit: 0.5,
};
