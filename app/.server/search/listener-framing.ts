import { site } from "~/content/site";

/**
 * How listeners ask, as opposed to what they ask about: greetings, thanks, the openers and closers
 * of a request ("do you have anything on", "any episode would help") and the ways of pointing at an
 * episode they half remember ("the one about", "that episode where", "I remember an episode…").
 * None of it names a topic, yet every word of it that reached the search weighed against the
 * question: a phrase that finds an episode alone failed after "the one about a …". Written from the
 * ways people phrase a request to a librarian or a search box, not from the evaluation's questions
 * (docs/decisions/0011-search-relevance.md, addendum 3).
 *
 * Each pattern runs on the lowercased message with apostrophes straightened, and is replaced by a
 * space; what remains is read for topics (normalize-query.ts).
 */

const YOU = "(?:you|u|ya|you guys|y'all)";
const EPISODE = "(?:episodes?|eps?|shows?|podcasts?|interviews?|conversations?|segments?)";
/** The host by first name ("good morning Claire", "where Claire talked about"). */
const HOST = site.host.name.split(" ")[0]!.toLowerCase();
const WHO = `(?:someone|somebody|a guest|the guest|a woman|a man|a lady|a guy|she|he|they|you|${HOST}|the host)`;
const SAID =
  "(?:talked|talks|talking|spoke|speaks|said|says|mentioned|mentions|discussed|discusses|explained|explains|described|describes|went over)";
const REMEMBER = "(?:remember|recall|heard|listened to|saw|came across|think there was|think you did|swear there was)";

/** Greetings, courtesies and sign-offs. */
const COURTESY = [
  new RegExp(`\\b(?:hi|hello|hey|hiya|howdy|greetings|yo|dear)(?: there| again| all| everyone| ${HOST})?\\b`, "g"),
  new RegExp(`\\bgood (?:morning|afternoon|evening|day)(?: ${HOST})?\\b`, "g"),
  /\b(?:i )?hope (?:you'?re|you are|all is|this finds you) (?:well|doing well|good)\b/g,
  /\b(?:i )?(?:love|loved|really enjoy|enjoy) (?:the|your|this) (?:show|podcast|episodes)\b/g,
  /\b(?:long[- ]time|first[- ]time|new|big) (?:listener|fan)\b/g,
  /\b(?:many )?thanks?(?: you)?(?: so much| very much| a lot| a ton| again| in advance)?\b/g,
  /\b(?:thx|tia|ty|cheers)\b/g,
  /\b(?:much appreciated|(?:i )?(?:really )?appreciate (?:it|this|that|any help|your help))\b/g,
  /\bany (?:help|advice|guidance|pointers?|suggestions?|ideas|recommendations?|tips)(?: (?:(?:would be|is|are) )?(?:great|appreciated|welcome|helpful|amazing))?\b/g,
  /\b(?:any|an|one|some)(?: such)? (?:episodes?|ones?) (?:would|could|might|will) (?:help|do|be (?:great|helpful))\b/g,
  /\b(?:anything|something) (?:would|could|will) help\b/g,
  /\banything helps\b/g,
  /\b(?:please|pls|plz)(?: help(?: me)?)?\b/g,
  /\b(?:if (?:that|it) makes sense|if you have (?:one|any)|if there (?:is|are) (?:one|any)|if any)\b/g,
  /\b(?:lol|haha+|asap|ok|okay|um+|uh+|hmm+)\b/g,
];

/** Openers of a request: asking for help, asking whether something exists. */
const REQUEST = [
  /\b(?:i was|i'?m|i am|just) (?:wondering|curious)(?: if| whether| about)?\b/g,
  /\b(?:quick|a|one|random) question(?: for you)?\b/g,
  /\bi have a question(?: about)?\b/g,
  new RegExp(
    `\\b(?:can|could|would|will) ${YOU} (?:please )?(?:help me(?: to)?(?: find)?|recommend|suggest|find|tell me|point me (?:to|towards)|share)\\b`,
    "g",
  ),
  new RegExp(
    `\\b(?:do|does|did) ${YOU} (?:ever )?(?:have|know of|remember|recall|cover|covered|do|did|record|talk about)\\b`,
    "g",
  ),
  new RegExp(`\\b(?:have|has) ${YOU} (?:ever )?(?:done|covered|had|recorded|made|talked about|discussed)\\b`, "g"),
  /\b(?:is|was) there (?:ever )?(?:an?|any|one)\b/g,
  /\b(?:are|were) there (?:any)?\b/g,
  /\b(?:i'?m|i am|we'?re|we are|just)? ?(?:looking|searching|hunting|trying to find|hoping to find)(?: for)?\b/g,
  /\b(?:i|we) (?:want|need|would like|'?d like)(?: to (?:hear|listen to|learn|find|know))?(?: more)?(?: about)?(?: (?:some )?help(?: with| on)?)?\b/g,
  /\bhelp me (?:find|understand|with)\b/g,
  new RegExp(`\\bwhat (?:should|can|could|would) (?:i|we) (?:listen to|hear|play|start with)\\b`, "g"),
  /\bwhere (?:do|should|can|would) (?:i|we|one) (?:even )?(?:start|begin)\b/g,
  /\b(?:recommend|suggest) me\b/g,
];

/** Ways of pointing at an episode the listener half remembers, and at who said what in it. */
const RECALL = [
  new RegExp(`\\b(?:where |when )?${WHO} ${SAID}(?: about)?\\b`, "g"),
  new RegExp(`\\bi (?:(?:think|swear|know) )?(?:i )?${REMEMBER}(?: an?| the| that| one)? ${EPISODE}\\b`, "g"),
  new RegExp(`\\bthere (?:was|is|used to be) (?:an?|that|one|this) ${EPISODE}\\b`, "g"),
  new RegExp(`\\b(?:what|which) (?:was|is) (?:the|that) (?:${EPISODE}|one)\\b`, "g"),
  new RegExp(
    `\\bwhich ${EPISODE}(?: (?:was it|is it|was that|is that|did|does|do|has|had|talked|talks|covers|covered))?\\b`,
    "g",
  ),
  new RegExp(
    `\\b(?:the|that|this|an?) (?:one|${EPISODE})(?: (?:of yours|you did|you had|you recorded))? (?:about|where|on|that|when|in which|with the)\\b`,
    "g",
  ),
  /\b(?:the|that) one\b/g,
  /\bwhich one(?: (?:was it|is it|was that|is that))?\b/g,
  new RegExp(`\\b${WHO} (?:who|that) ${SAID}(?: about)?\\b`, "g"),
  new RegExp(`\\b(?:a guest|the guest|someone|somebody) on (?:the|your) (?:show|podcast)\\b`, "g"),
  /\bi (?:can'?t|cannot|don'?t) (?:remember|recall)(?: (?:the (?:name|title)|which one|what it was called|who it was))?\b/g,
  /\bi (?:forget|forgot)(?: (?:the (?:name|title)|which one|what it was called|who it was))?\b/g,
  /\bwhat'?s it called\b/g,
  /\bi (?:think|guess|believe|feel like)\b/g,
  /\b(?:kind|sort) of\b/g,
];

/** Every framing pattern, most specific first (a long framing before the short ones inside it). */
export const FRAMINGS: readonly RegExp[] = [...RECALL, ...REQUEST, ...COURTESY];

/** The message with the listener's framing removed, lowercase, apostrophes straightened. */
export function dropFraming(text: string): string {
  let rest = text.toLowerCase().replace(/[’`]/g, "'");
  for (const framing of FRAMINGS) rest = rest.replace(framing, " ");
  return rest.replace(/\s+/g, " ").trim();
}
