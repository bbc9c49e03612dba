import type { CallDeclaration } from '@wayfare/contracts';

type Names<E extends string, P extends string> = {
  list: `Get${P}`;
  create: `Create${E}`;
  update: `Update${E}`;
  remove: `Delete${E}`;
  enable: `Enable${E}`;
  disable: `Disable${E}`;
};

/**
 * The calls of one kind of record, as spec 001 §7 names them: Get{Plural}, and Create, Update, Delete,
 * Enable and Disable{Entity}. `recordCalls(calls.State, 'State', 'States').create` is
 * calls.State.CreateState, typed as declared; a name the area does not declare is `never`, so using it
 * fails to compile.
 */
export function recordCalls<
  const A extends Record<string, CallDeclaration>,
  const E extends string,
  const P extends string,
>(area: A, entity: E, plural: P): { [K in keyof Names<E, P>]: A[Names<E, P>[K] & keyof A] } {
  const names: Names<E, P> = {
    list: `Get${plural}`,
    create: `Create${entity}`,
    update: `Update${entity}`,
    remove: `Delete${entity}`,
    enable: `Enable${entity}`,
    disable: `Disable${entity}`,
  };
  return Object.fromEntries(Object.entries(names).map(([role, name]) => [role, area[name]])) as never;
}
