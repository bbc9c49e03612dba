/** Equal for a renderer: the same primitive, or arrays / plain objects whose entries are the same (one level). */
function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return (
      a.length === b.length && a.every((item, i) => shallowEqual(item, b[i]) && typeof item !== 'object')
    );
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => {
      const left = (a as Record<string, unknown>)[key];
      const right = other[key];
      return Object.is(left, right) || (Array.isArray(left) && shallowEqual(left, right));
    })
  );
}

/** The previous value when the next one is equal to it, so snapshots keep their identity. */
export const stable = <T>(previous: T, next: T): T => (shallowEqual(previous, next) ? previous : next);
