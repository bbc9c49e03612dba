import { isEmptyIdentifier } from '@wayfare/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { KEYWORD, PAGE } from '../../lib/use-list-url-state.ts';

/** `?edit=<id>` opens a record's edit form, `?edit=new` a new one; `?view=<id>` its detail view. */
export const EDIT_PARAM = 'edit';
export const VIEW_PARAM = 'view';
export const NEW_RECORD = 'new';

/** Marks a history entry this screen pushed, so closing can step back to the entry before it. */
type OpenedHere = { openedByScreen?: boolean };

/**
 * The edit and detail state of an admin screen, kept in the URL beside the list's keyword, filters
 * and page (spec 000 §2.3): a form has an address, reload keeps it, and back/forward walk between the
 * list and the form. Closing a form opened here steps back, so the list is where it was and Forward
 * reopens the form; a form reached by a link is replaced by its list.
 */
export function useScreenUrl() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  const editing = params.get(EDIT_PARAM);
  const viewing = params.get(VIEW_PARAM);

  const open = useCallback(
    (name: string, id: string | number) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(EDIT_PARAM);
          next.delete(VIEW_PARAM);
          next.set(name, String(id));
          return next;
        },
        { state: { openedByScreen: true } satisfies OpenedHere },
      ),
    [setParams],
  );

  const close = useCallback(() => {
    if ((state as OpenedHere | null)?.openedByScreen) return void navigate(-1);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(EDIT_PARAM);
        next.delete(VIEW_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [navigate, setParams, state]);

  // A new record is seldom on the page the list was at (rows go by name): its name finds it.
  const showInList = useCallback(
    (name: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const param of [EDIT_PARAM, VIEW_PARAM, PAGE]) next.delete(param);
          next.set(KEYWORD, name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    /** The record being edited ('new' for a new one), or null. */
    editing,
    /** True for `?edit=new` (and the empty identifiers, `?edit=0`). */
    isNew: editing !== null && (editing === NEW_RECORD || isEmptyIdentifier(editing)),
    /** The record shown in its detail view, or null. */
    viewing,
    openNew: useCallback(() => open(EDIT_PARAM, NEW_RECORD), [open]),
    openEdit: useCallback((id: string | number) => open(EDIT_PARAM, id), [open]),
    openView: useCallback((id: string | number) => open(VIEW_PARAM, id), [open]),
    close,
    /** Closes the form onto the list searched for a saved record's name, so its row shows. */
    showInList,
  };
}

export type ScreenUrl = ReturnType<typeof useScreenUrl>;
