import { fieldKind } from './field-type.ts';
import type { Field, Form } from './types.ts';

export type DefinitionProblem = { path: (string | number)[]; message: string };

type Located = { field: Field; path: (string | number)[] };

const locate = (form: Form): Located[] =>
  form.GroupFields.flatMap((group, g) =>
    group.Fields.map((field, f) => ({ field, path: ['GroupFields', g, 'Fields', f] })),
  );

const where = (path: (string | number)[]) =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');

/** The dependent key options list to show a field (spec 000 §4): its Dependentkey, else its Id. */
export const dependentKeyOf = (field: Field) => field.Dependentkey ?? String(field.Id);

/**
 * Checks across the fields of one form level (an item template is checked as its own form): unique Ids and
 * bound keys, ordered bounds, repeatable templates, and dependent-field references that can be resolved.
 */
export function checkFormReferences(form: Form): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const fields = locate(form);
  const firstById = new Map<string, Located>();
  const firstByKey = new Map<string, Located>();
  const dependentKeys = new Set(fields.map(({ field }) => dependentKeyOf(field)));
  const listedKeys = new Set<string>();

  for (const located of fields) {
    const { field, path } = located;
    const sameId = firstById.get(String(field.Id));
    if (sameId)
      problems.push({ path: [...path, 'Id'], message: `${field.Id} is the Id of ${where(sameId.path)} too` });
    else firstById.set(String(field.Id), located);

    if (field.MyKey !== undefined) {
      const sameKey = firstByKey.get(field.MyKey);
      if (sameKey)
        problems.push({
          path: [...path, 'MyKey'],
          message: `'${field.MyKey}' is bound by ${where(sameKey.path)} too`,
        });
      else firstByKey.set(field.MyKey, located);
    }

    if (field.MinNumber !== undefined && field.MaxNumber !== undefined && field.MinNumber > field.MaxNumber)
      problems.push({
        path: [...path, 'MinNumber'],
        message: `${field.MinNumber} is above MaxNumber ${field.MaxNumber}`,
      });
    if (field.MinLength && field.MaxLength && field.MinLength > field.MaxLength)
      problems.push({
        path: [...path, 'MinLength'],
        message: `${field.MinLength} is above MaxLength ${field.MaxLength}`,
      });
    if ((field.RangeStart ?? 0) >= (field.RangeEnd ?? 100))
      problems.push({ path: [...path, 'RangeStart'], message: 'must be below RangeEnd' });
    if (fieldKind(field.FieldType) === 'repeatable' && !field.Eform)
      problems.push({
        path: [...path, 'Eform'],
        message: 'a repeatable field needs Eform.GroupFields as its item template',
      });

    (field.EformOptions ?? []).forEach((option, o) => {
      (option.DependentFields ?? []).forEach((key, k) => {
        listedKeys.add(String(key));
        if (!dependentKeys.has(String(key)))
          problems.push({
            path: [...path, 'EformOptions', o, 'DependentFields', k],
            message: `no field has the dependent key '${key}'`,
          });
      });
    });
  }

  for (const { field, path } of fields) {
    if (field.DependentOnOption && !listedKeys.has(dependentKeyOf(field)))
      problems.push({
        path: [...path, 'DependentOnOption'],
        message: `no option lists '${dependentKeyOf(field)}' in DependentFields, so the field never shows`,
      });
  }
  return problems;
}

export { where as formatDefinitionPath };
