/**
 * PostgreSQL's full-text match (`tsvector @@ tsquery`) over the in-memory search index
 * (search-index.ts), for the queries the search builds: `|`, `&`, phrases (`<->`, `<N>`) and
 * prefixes (`:*`), in the text form PostgreSQL prints a parsed tsquery in (`to_tsquery('english',
 * …)::text`), so stemming and stop words stay PostgreSQL's. A phrase follows PostgreSQL's rule: the
 * right side starts exactly N positions after the left side ends.
 */

export type TsQueryNode =
  | { kind: "term"; lexeme: string; prefix: boolean }
  | { kind: "or" | "and"; left: TsQueryNode; right: TsQueryNode }
  | { kind: "phrase"; distance: number; left: TsQueryNode; right: TsQueryNode };

/** Operators by how tightly they bind, loosest first, as PostgreSQL parses them. */
const precedence = { "|": 1, "&": 2, phrase: 3 } as const;

/** Parses a tsquery's text form; undefined for an empty query (only stop words). */
export function parseTsQuery(text: string): TsQueryNode | undefined {
  const tokens: string[] = text.match(/'(?:[^']|'')*'(?::\*)?|<\d+>|<->|[|&()!]/g) ?? [];
  let at = 0;
  const primary = (): TsQueryNode => {
    const token = tokens[at++];
    if (token === "(") {
      const inner = expression(1);
      at++; // ")"
      return inner;
    }
    if (!token?.startsWith("'")) throw new Error(`Unexpected tsquery token: ${token}`);
    const prefix = token.endsWith(":*");
    const quoted = prefix ? token.slice(0, -2) : token;
    return { kind: "term", lexeme: quoted.slice(1, -1).replaceAll("''", "'"), prefix };
  };
  const expression = (minimum: number): TsQueryNode => {
    let left = primary();
    for (;;) {
      const token = tokens[at];
      if (token === undefined || token === ")") return left;
      const level = token === "|" ? precedence["|"] : token === "&" ? precedence["&"] : precedence.phrase;
      if (level < minimum) return left;
      at++;
      const right = expression(level + 1);
      left =
        token === "|" || token === "&"
          ? { kind: token === "|" ? "or" : "and", left, right }
          : { kind: "phrase", distance: token === "<->" ? 1 : Number(token.slice(1, -1)), left, right };
    }
  };
  if (tokens.length === 0) return undefined;
  if (tokens.includes("!")) throw new Error("Negation is not used by the search");
  return expression(1);
}

/** What a match is evaluated against: term postings of one kind of document. */
export type PostingSource = {
  /** Episodes (ordinals) whose document has the lexeme, or any lexeme with this prefix. */
  episodesOf(lexeme: string, prefix: boolean): Iterable<number>;
  /**
   * Positions of the lexeme (or prefix) in one episode's document, ascending; undefined when the
   * source has no positions (a transcript's words), where a phrase counts as all its words.
   */
  positionsOf?(lexeme: string, prefix: boolean, episode: number): readonly number[];
  /** The same as flagging every episode of `episodesOf`, without gathering them (a prefix's many lexemes). */
  markEpisodes?(lexeme: string, prefix: boolean, flags: Uint8Array): void;
};

function width(node: TsQueryNode): number {
  return node.kind === "phrase" ? width(node.left) + node.distance + width(node.right) : 0;
}

/** Where a phrase-only subtree ends in one episode (positions of its last word). */
export function phraseEnds(node: TsQueryNode, source: PostingSource, episode: number): number[] {
  if (node.kind === "term") return [...source.positionsOf!(node.lexeme, node.prefix, episode)];
  if (node.kind === "phrase") {
    const lefts = new Set(phraseEnds(node.left, source, episode));
    const rightWidth = width(node.right);
    return phraseEnds(node.right, source, episode).filter((end) => lefts.has(end - rightWidth - node.distance));
  }
  // An `|` or `&` inside a phrase: the search never builds one; PostgreSQL's own rules are subtler.
  return [...new Set([...phraseEnds(node.left, source, episode), ...phraseEnds(node.right, source, episode)])].sort(
    (a, b) => a - b,
  );
}

/** The episodes (ordinals) whose document matches the query, as flags over `count` episodes. */
export function matchEpisodes(node: TsQueryNode, source: PostingSource, count: number): Uint8Array {
  const flags = new Uint8Array(count);
  markMatches(node, source, flags);
  return flags;
}

/** Sets the flags of the episodes matching `node` (an `|` adds to flags already set, unallocated). */
function markMatches(node: TsQueryNode, source: PostingSource, flags: Uint8Array): void {
  if (node.kind === "term") {
    if (source.markEpisodes) source.markEpisodes(node.lexeme, node.prefix, flags);
    else for (const episode of source.episodesOf(node.lexeme, node.prefix)) flags[episode] = 1;
    return;
  }
  if (node.kind === "or") {
    markMatches(node.left, source, flags);
    markMatches(node.right, source, flags);
    return;
  }
  const left = matchEpisodes(node.left, source, flags.length);
  const right = matchEpisodes(node.right, source, flags.length);
  const phrase = node.kind === "phrase" && source.positionsOf;
  for (let episode = 0; episode < flags.length; episode++) {
    if (!left[episode] || !right[episode]) continue;
    if (phrase && phraseEnds(node, source, episode).length === 0) continue;
    flags[episode] = 1;
  }
}
