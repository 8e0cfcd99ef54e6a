// A JSON body's nesting is bounded before it is parsed: the deepest legitimate body (a bulk import
// row with a list or map field) is a handful of levels, while a body of a million brackets costs
// seconds and memory in every walk after the parse (validation, the text guard).

/** The most levels of objects and arrays a request body may nest. */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

/** Whether JSON text nests objects and arrays deeper than `max`; brackets inside strings do not count. */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character (a quote among them)
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
