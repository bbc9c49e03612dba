import { loadingOptions, moreOptions, previousOptions } from '@wayfare/contracts';
import { FieldType } from '../definition/field-type.ts';
import type { Field, FieldOption, FormValues, Identifier, OptionRequirement } from '../definition/types.ts';
import { isEmptyAnswer } from './validate-answer.ts';

// spec 000 §9: default option page size 20; pages start at 0.
export const DEFAULT_OPTION_PAGE_SIZE = 20;
// spec 000 §4: sentinel option ids of the paging options.
export const NEXT_PAGE_OPTION_ID = '-1';
export const PREVIOUS_PAGE_OPTION_ID = '-2';
/** The id of the 'Loading {FieldName}' placeholder option (the spec gives it none). */
export const LOADING_OPTION_ID = '';

/** Choosing a paging or placeholder option loads a page and records no answer (spec 000 §4). */
export const isAnswerableOption = (id: Identifier) =>
  ![NEXT_PAGE_OPTION_ID, PREVIOUS_PAGE_OPTION_ID, LOADING_OPTION_ID].includes(String(id));

export const pageSizeOf = (requirement: OptionRequirement) =>
  requirement.PageSize ?? DEFAULT_OPTION_PAGE_SIZE;

/** spec 000 §4: Previous never goes below page 0. */
export const previousPage = (page: number) => Math.max(0, page - 1);

/**
 * The address options load from: AddrressFunction(values) when given, else API and Addrress joined by '/';
 * with EnablePagination the query parameters page and pageSize are added (spec 000 §7). undefined when
 * there is no address (nothing to load).
 */
export function optionsAddress(requirement: OptionRequirement, values: FormValues, page: number) {
  const base = requirement.AddrressFunction
    ? requirement.AddrressFunction(values)
    : [requirement.API, requirement.Addrress]
        .filter((part): part is string => !!part)
        .map((part, i) => (i === 0 ? part.replace(/\/+$/, '') : part.replace(/^\/+/, '')))
        .join('/');
  if (!base) return undefined;
  if (!requirement.EnablePagination) return base;
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSizeOf(requirement)) });
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

const isRecord = (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null;
const asIdentifier = (value: unknown): Identifier | undefined =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;

export type MappedOptions = { options: FieldOption[]; rows: Map<string, unknown> };

/**
 * Loaded rows as options: Id from OptionIdProp (default 'Id'), OptionName from OptionNameProp (default 'Name'),
 * ImageURL from OptionImageProp or DefaultOptionImage. A plain text or number row is its own id and name.
 * Rows without an id are skipped. `rows` keeps each option's row, by id, for AdditionalObjPropertyName.
 */
export function mapOptionRows(rows: readonly unknown[], requirement: OptionRequirement): MappedOptions {
  const idProp = requirement.OptionIdProp ?? 'Id';
  const nameProp = requirement.OptionNameProp ?? 'Name';
  const mapped: MappedOptions = { options: [], rows: new Map() };
  for (const row of rows) {
    const id = asIdentifier(isRecord(row) ? row[idProp] : row);
    if (id === undefined) continue;
    const name = isRecord(row) ? row[nameProp] : row;
    const image = isRecord(row) && requirement.OptionImageProp ? row[requirement.OptionImageProp] : undefined;
    const ImageURL = typeof image === 'string' && image ? image : requirement.DefaultOptionImage;
    mapped.options.push({ Id: id, OptionName: String(name ?? id), ...(ImageURL ? { ImageURL } : {}) });
    mapped.rows.set(String(id), row);
  }
  return mapped;
}

/** spec 000 §4: the single placeholder option shown while options are fetched. */
export const loadingOptionList = (field: Field): FieldOption[] => [
  { Id: LOADING_OPTION_ID, OptionName: loadingOptions(field.FieldName) },
];

/**
 * The options a field shows after a page loaded: 'Previous {FieldName}' first when the page is above 0,
 * 'More {FieldName}' last when the page is full (both only with pagination); the DefaultIdValueForItem option
 * and, with AddToList, the field's own options before the loaded ones.
 */
export function pagedOptionList(field: Field, loaded: readonly FieldOption[], page: number): FieldOption[] {
  const requirement = field.OptionRequirement ?? {};
  const paginated = !!requirement.EnablePagination;
  const defaultOption: FieldOption[] =
    requirement.DefaultIdValueForItem !== undefined
      ? [{ Id: requirement.DefaultIdValueForItem, OptionName: requirement.DefaulNameValueForItem ?? '' }]
      : [];
  return [
    ...(paginated && page > 0
      ? [{ Id: PREVIOUS_PAGE_OPTION_ID, OptionName: previousOptions(field.FieldName) }]
      : []),
    ...defaultOption,
    ...(requirement.AddToList ? (field.EformOptions ?? []) : []),
    ...loaded,
    ...(paginated && loaded.length >= pageSizeOf(requirement)
      ? [{ Id: NEXT_PAGE_OPTION_ID, OptionName: moreOptions(field.FieldName) }]
      : []),
  ];
}

/**
 * spec 000 §4: drop-downs default to the first option when no default exists (other option fields only with
 * UseFirstItemAsDefaultId). An explicit UseFirstItemAsDefaultId: false keeps even a drop-down empty, for
 * choices a person must make themselves (whom money goes to, issue 32). undefined when the field keeps its value.
 */
export function defaultOptionId(field: Field, options: readonly FieldOption[], value: unknown) {
  if (!isEmptyAnswer(value) || field.OptionRequirement?.UseFirstItemAsDefaultId === false) return undefined;
  if (field.FieldType !== FieldType.DropDown && !field.OptionRequirement?.UseFirstItemAsDefaultId)
    return undefined;
  return options.find((option) => isAnswerableOption(option.Id))?.Id;
}

/**
 * What choosing an option writes besides values[MyKey]: its id to IdPropertyForItem, its name to
 * NamePropertyForItem, and its row's AdditionalObjPropertyName to AdditionalAnswerPropertyName.
 */
export function optionBindings(requirement: OptionRequirement, option: FieldOption, row: unknown) {
  const bindings: Record<string, unknown> = {};
  if (requirement.IdPropertyForItem) bindings[requirement.IdPropertyForItem] = option.Id;
  if (requirement.NamePropertyForItem) bindings[requirement.NamePropertyForItem] = option.OptionName;
  const additional = additionalValue(requirement, row);
  if (requirement.AdditionalAnswerPropertyName && additional !== undefined)
    bindings[requirement.AdditionalAnswerPropertyName] = additional;
  return bindings;
}

export const additionalValue = (requirement: OptionRequirement, row: unknown): unknown =>
  requirement.AdditionalObjPropertyName && isRecord(row)
    ? row[requirement.AdditionalObjPropertyName]
    : undefined;

/**
 * The option that shows the current value when the loaded page lacks it (editing an object whose choice is
 * on another page): its id is the value and its name values[NamePropertyForItem].
 */
export function currentValueOption(requirement: OptionRequirement, values: FormValues, value: unknown) {
  const id = asIdentifier(value);
  const name = requirement.NamePropertyForItem ? values[requirement.NamePropertyForItem] : undefined;
  return id !== undefined && typeof name === 'string' && name ? { Id: id, OptionName: name } : undefined;
}
