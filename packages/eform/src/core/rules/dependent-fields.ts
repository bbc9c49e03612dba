import { dependentKeyOf } from '../definition/schema-references.ts';
import type { Field } from '../definition/types.ts';

/** An option that lists a dependent field: the option field's key and the option's id. */
export type Listing = { fieldKey: string; optionId: string };
export type KeyedField = { key: string; field: Field };
/** Dependent key -> the options that list it. */
export type DependencyIndex = ReadonlyMap<string, readonly Listing[]>;

/**
 * Which options list which dependent fields (spec 000 §3.1: option IncludeDependentFields and DependentFields).
 * An option's list counts unless IncludeDependentFields is explicitly false.
 */
export function buildDependencyIndex(fields: readonly KeyedField[]): DependencyIndex {
  const index = new Map<string, Listing[]>();
  for (const { key, field } of fields) {
    for (const option of field.EformOptions ?? []) {
      if (option.IncludeDependentFields === false) continue;
      for (const dependent of option.DependentFields ?? []) {
        const listings = index.get(String(dependent)) ?? [];
        listings.push({ fieldKey: key, optionId: String(option.Id) });
        index.set(String(dependent), listings);
      }
    }
  }
  return index;
}

/**
 * spec 000 §4: a field flagged DependentOnOption shows only when a chosen option that lists it is selected or
 * checked; with RequireFullConditions, only when every option that lists it is.
 */
export function isDependentFieldShown(
  field: Field,
  listings: readonly Listing[],
  isChosen: (listing: Listing) => boolean,
): boolean {
  if (!field.DependentOnOption) return true;
  if (listings.length === 0) return false;
  return field.RequireFullConditions ? listings.every(isChosen) : listings.some(isChosen);
}

/**
 * The keys of the fields shown, given the options chosen in each field. An option of a field that is itself
 * hidden counts as not chosen, so chains of dependent fields hide together; the loop runs to a fixed point.
 */
export function shownFieldKeys(
  fields: readonly KeyedField[],
  index: DependencyIndex,
  chosenOptionIds: (fieldKey: string) => ReadonlySet<string>,
): Set<string> {
  let shown = new Set(fields.map(({ key }) => key));
  for (let pass = 0; pass <= fields.length; pass++) {
    const current = shown;
    const isChosen = (listing: Listing) =>
      current.has(listing.fieldKey) && chosenOptionIds(listing.fieldKey).has(listing.optionId);
    const next = new Set(
      fields
        .filter(({ field }) => isDependentFieldShown(field, index.get(dependentKeyOf(field)) ?? [], isChosen))
        .map(({ key }) => key),
    );
    if (next.size === shown.size && [...next].every((key) => shown.has(key))) return next;
    shown = next;
  }
  return shown;
}
