import type { CatalogueLexicon } from "./catalogue-lexicon";
import { topicality } from "./everyday-words";
import { relevance } from "./relevance";
import { dictionaryForm, glossLemmas, isMostlyNoun } from "./wordnet";

/**
 * Situations, not words: a listener describes what happened to them ("he always follows me", "my
 * wife gets violent with me, I'm a guy") where an episode names the topic ("stalking", "abuse
 * against men"). WordNet defines the one by the other: "stalk" is "follow stealthily", "guy" is "an
 * informal term for a youth or man". So a word of the question reaches the catalogue's telling words
 * whose definitions use it, and the catalogue's words its own definition uses, at a discount
 * (`relevance.bridge`). Only words the catalogue itself has and that tell its episodes apart are
 * reached: what the show talks about decides where a situation can lead.
 * docs/decisions/0011-search-relevance.md (addendum 4) says what it adds and costs.
 */
type Bridges = {
  /** Per listener's word, where it leads (worked out once per lexicon: words recur across questions). */
  reached: Map<string, string[]>;
  /** A definition's word (dictionary form) → the catalogue's telling words defined with it. */
  definedWith: Map<string, string[]>;
  /** A dictionary form → the catalogue's telling words with that form. */
  byForm: Map<string, string[]>;
};

const bridgesOf = new WeakMap<CatalogueLexicon, Bridges>();
/** Definitions' words per catalogue word, kept across lexicons: a word's definition never changes. */
const definitions = new Map<string, string[]>();

function definitionOf(word: string): string[] {
  let lemmas = definitions.get(word);
  if (!lemmas) {
    lemmas = glossLemmas(word, { senses: relevance.bridge.senses });
    definitions.set(word, lemmas);
  }
  return lemmas;
}

/**
 * Whether a word of the catalogue can be reached: rare enough to tell episodes apart, topical in
 * everyday speech, and mostly a noun (a topic: "stalking", "men", "tuition"; not "causes" or "reach").
 */
function reachable(word: string, episodes: number, lexicon: CatalogueLexicon): boolean {
  return (
    /^[a-z]{3,}$/.test(word) &&
    episodes / Math.max(1, lexicon.episodeCount) <= relevance.bridge.share &&
    topicality(word, relevance) >= relevance.bridge.topicality &&
    isMostlyNoun(word)
  );
}

/** The lexicon's bridges, worked out once per lexicon (the server does it while warming up). */
export function situationBridges(lexicon: CatalogueLexicon): Bridges {
  const known = bridgesOf.get(lexicon);
  if (known) return known;
  const definedWith = new Map<string, string[]>();
  const byForm = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, word: string) => {
    const list = map.get(key);
    if (!list) map.set(key, [word]);
    else if (!list.includes(word)) list.push(word);
  };
  for (const [word, episodes] of lexicon.words) {
    if (!reachable(word, episodes, lexicon)) continue;
    const form = dictionaryForm(word);
    if (!form) continue;
    add(byForm, form, word);
    for (const lemma of definitionOf(word)) add(definedWith, lemma, word);
  }
  const bridges = { definedWith, byForm, reached: new Map<string, string[]>() };
  bridgesOf.set(lexicon, bridges);
  return bridges;
}

/**
 * The catalogue's telling words a listener's word leads to through definitions: those defined with
 * it, and those its own definition uses; not its own forms (the search matches those already).
 * The rarest first, at most `relevance.bridge.count`.
 */
export function bridgeWords(word: string, lexicon: CatalogueLexicon): string[] {
  const bridges = situationBridges(lexicon);
  let reached = bridges.reached.get(word);
  if (!reached) {
    if (bridges.reached.size > 20_000) bridges.reached.clear();
    reached = reachedFrom(word, lexicon, bridges);
    bridges.reached.set(word, reached);
  }
  return reached;
}

function reachedFrom(word: string, lexicon: CatalogueLexicon, bridges: Bridges): string[] {
  const form = dictionaryForm(word);
  // An everyday word ("tell", "know") is in the definitions of everything: it leads nowhere.
  if (!form || topicality(form, relevance) < relevance.bridge.from) return [];
  const found = new Set<string>();
  // Defined with the word: only when few of the catalogue's words are (a telling link, not a generic one).
  const definedWith = bridges.definedWith.get(form) ?? [];
  if (definedWith.length <= relevance.bridge.specific) for (const reached of definedWith) found.add(reached);
  for (const lemma of glossLemmas(word, { senses: relevance.bridge.senses })) {
    if (topicality(lemma, relevance) < relevance.bridge.from) continue;
    for (const reached of bridges.byForm.get(lemma) ?? []) found.add(reached);
  }
  const own = bridges.byForm.get(form) ?? [];
  return [...found]
    .filter((reached) => !own.includes(reached) && !reached.startsWith(form) && !form.startsWith(reached))
    .sort((a, b) => (lexicon.words.get(a) ?? 0) - (lexicon.words.get(b) ?? 0) || (a < b ? -1 : 1))
    .slice(0, relevance.bridge.count);
}
