/**
 * The address's query with some filters changed (an empty value removes one); any change but
 * the page itself goes back to page 1. For `setSearchParams(current => withChanges(current, …))`.
 */
export function withChanges(
  current: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
