// Messages (issue 35) are plain text, at the clock and in the console: what looks like a web
// address becomes a link, everything else stays text (React escapes it), so a message can never
// carry markup or a script to a clock or a browser. Shared by both, so they link the same words.

export type MessagePart = { text: string; href?: string };

// http(s) addresses and bare www. ones; a trailing full stop or bracket is the sentence's.
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]]+$/;

/** The text cut into plain runs and links (http and https only). */
export function splitLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL)) {
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url.toLowerCase().startsWith('www.') ? `https://${url}` : url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
