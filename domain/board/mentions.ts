/**
 * @mentions in board text: `@username` of a member, and `@league`, `@everyone`, `@all` for the
 * whole league. The server parses them when a message or comment is written and stores who was
 * mentioned; the screens split text the same way to draw the links.
 */

export const LEAGUE_MENTIONS = ["league", "everyone", "all"] as const;

/** A mention starts a word: after the start or a character that cannot be part of a name. */
const MENTION = /(^|[^A-Za-z0-9_@])@([A-Za-z0-9_]{1,150})/g;

export const isLeagueMention = (name: string) =>
  (LEAGUE_MENTIONS as readonly string[]).includes(name.toLowerCase());

/** Every name written after an @ (in order, without duplicates, case kept as typed). */
export function mentionedNames(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const match of text.matchAll(MENTION)) {
    const name = match[2]!;
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

export interface ParsedMentions {
  /** Members mentioned by name (their stored usernames). */
  usernames: string[];
  /** @league, @everyone or @all was used. */
  league: boolean;
}

/** Resolves the names in `text` against the league's members (case-insensitive). */
export function parseMentions(text: string, memberUsernames: Iterable<string>): ParsedMentions {
  const members = new Map<string, string>();
  for (const u of memberUsernames) members.set(u.toLowerCase(), u);
  let league = false;
  const usernames: string[] = [];
  for (const name of mentionedNames(text)) {
    // @league, @everyone and @all always mean the league, even if a member took that name.
    if (isLeagueMention(name)) league = true;
    else {
      const member = members.get(name.toLowerCase());
      if (member) usernames.push(member);
    }
  }
  return { usernames, league };
}

export type TextPart =
  | { kind: "text"; text: string }
  | { kind: "user"; text: string; username: string }
  | { kind: "league"; text: string };

/**
 * Splits text into plain runs and mentions, for drawing links: only the mentions the server
 * resolved (`usernames`, `league`) become links; any other @word stays text.
 */
export function splitMentions(
  text: string,
  usernames: readonly string[],
  league: boolean,
): TextPart[] {
  const known = new Map(usernames.map((u) => [u.toLowerCase(), u]));
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(MENTION)) {
    const start = match.index + match[1]!.length;
    const name = match[2]!;
    const isLeague = league && isLeagueMention(name);
    const username = isLeague ? undefined : known.get(name.toLowerCase());
    if (!username && !isLeague) continue;
    if (start > at) parts.push({ kind: "text", text: text.slice(at, start) });
    const written = `@${name}`;
    parts.push(
      username ? { kind: "user", text: written, username } : { kind: "league", text: written },
    );
    at = start + written.length;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}

/**
 * The word being typed as a mention at the caret: the text after an @ that starts a word, with
 * no space after it (the picker opens then). Null when the caret is not in a mention.
 */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[^A-Za-z0-9_@])@([A-Za-z0-9_]{0,150})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}
