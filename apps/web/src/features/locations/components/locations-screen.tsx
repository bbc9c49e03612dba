import { Box } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { LocationKind } from '../location-kinds.ts';
import { LocationEditor } from './location-editor.tsx';
import { LocationListView } from './location-list-view.tsx';
import { LocationTabs } from './location-tabs.tsx';
import { useLocationList } from './use-location-list.ts';

/** The URL parameter naming the record being edited: 0 for a new one (spec 000 §9: the empty id). */
export const EDIT_PARAM = 'edit';

/**
 * spec 001 §2: the one screen of countries, states and cities. The list's keyword, filters and page
 * are in the URL (the kit's useListPage); opening a record adds `edit={Id}` beside them, so the edit
 * form has an address too and Back To Details returns to the same page of the list.
 */
export function LocationsScreen({ kind }: { kind: LocationKind }) {
  const list = useLocationList(kind);
  const [params, setParams] = useSearchParams();
  const editing = params.get(EDIT_PARAM);

  const openEditor = (id: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(EDIT_PARAM, String(id));
      return next;
    });
  // Replacing the form's entry: Back in the browser then leads to what came before the form.
  const closeEditor = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(EDIT_PARAM);
        return next;
      },
      { replace: true },
    );

  if (editing !== null) {
    return <LocationEditor kind={kind} list={list} editId={editing} onClose={closeEditor} />;
  }
  return (
    <Box>
      <LocationTabs kind={kind} countryId={list.filters.countryId ?? null} />
      <LocationListView
        kind={kind}
        list={list}
        onCreate={() => openEditor(0)}
        onEdit={(row) => openEditor(row.Id)}
      />
    </Box>
  );
}
