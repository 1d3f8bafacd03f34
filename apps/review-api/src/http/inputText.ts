/**
 * Text the database cannot store faithfully: PostgreSQL refuses a NUL character in `text`, and
 * a lone UTF-16 surrogate has no UTF-8 form (it would be stored cut short or replaced). Every
 * string the server receives (body values and keys, query and path parameters) is checked once,
 * before the route's schema, so such input is refused with a message naming the field.
 */
export interface BadText {
  /** Where: `email`, `0.comment`, `domain`, `a field name` (empty for a bare string). */
  field: string;
  problem: string;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain an unpaired UTF-16 surrogate';
  return undefined;
}

/**
 * The first string (or object key) in `value` that cannot be stored, walking without recursion
 * so a deeply nested body cannot exhaust the stack.
 */
export function findBadText(value: unknown): BadText | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [current, field] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) return { field, problem };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push([current[index], field ? `${field}.${index}` : String(index)]);
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current).reverse()) {
        const problem = problemOf(key);
        // The key itself is not repeated in the message: it is the text that cannot be shown.
        if (problem) return { field: field ? `${field} (a field name)` : 'a field name', problem };
        stack.push([child, field ? `${field}.${key}` : key]);
      }
    }
  }
  return undefined;
}
