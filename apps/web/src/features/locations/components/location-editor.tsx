import { Alert, Box, Button, Loader, Title } from '@mantine/core';
import { isEmptyIdentifier } from '@wayfare/contracts';
import { PageBreadcrumb } from '../../../components/navigation/page-breadcrumb.tsx';
import { useCountryChoices } from '../api/get-country-choices.ts';
import { useStateChoices } from '../api/get-state-choices.ts';
import type { LocationValues } from '../api/save-location.ts';
import { type LocationKind, locationKinds } from '../location-kinds.ts';
import { LocationForm } from './location-form.tsx';
import type { LocationList } from './use-location-list.ts';

type LocationEditorProps = {
  kind: LocationKind;
  list: LocationList;
  /** The `edit` URL parameter: '0' for a new record, else the Id of a row of the list's page. */
  editId: string;
  onClose: () => void;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * spec 000 §2.3: the edit view of a list item, with a breadcrumb and Save/Update and Back To Details.
 * There is no Get{X}ById call (spec 001 §7), so a saved record is the row of the list page the URL
 * still describes; a new state or city starts in the country (and state) the list is filtered by.
 */
export function LocationEditor({ kind, list, editId, onClose }: LocationEditorProps) {
  const { item, plural } = locationKinds[kind];
  const isNew = isEmptyIdentifier(editId);
  const row = isNew ? undefined : list.rows.find((candidate) => String(candidate.Id) === editId);
  const countryId = list.filters.countryId ?? null;
  const stateId = list.filters.stateId ?? null;
  const countries = useCountryChoices(kind !== 'country');
  const states = useStateChoices(kind === 'city' ? countryId : null);
  const title = isNew ? `New ${capitalised(item)}` : row ? `Edit ${row.Name}` : `Edit ${capitalised(item)}`;

  const breadcrumb = <PageBreadcrumb items={[{ label: plural, onClick: onClose }, { label: title }]} />;

  if (!isNew && !row) {
    return (
      <Box>
        {breadcrumb}
        {list.loading ? (
          <Loader aria-label={`Loading the ${item}`} />
        ) : (
          <Alert color="yellow" title={`This ${item} is not on this page of the list`}>
            It may have been renamed or deleted since the link was made. Go back to the list and open it from
            there.
            <Box mt="sm">
              <Button variant="default" onClick={onClose}>
                Back to {plural}
              </Button>
            </Box>
          </Alert>
        )}
      </Box>
    );
  }

  // A new state or city starts in the list's country (and state); their names let the engine show
  // one that is not offered (a disabled one), so the form waits for them.
  const namesPending =
    isNew &&
    kind !== 'country' &&
    ((countryId && countries.isPending) || (kind === 'city' && stateId && states.isPending));
  if (namesPending) {
    return (
      <Box>
        {breadcrumb}
        <Loader aria-label={`Loading the ${item}`} />
      </Box>
    );
  }
  const initial: LocationValues = row
    ? { ...row }
    : {
        Id: 0,
        ...(kind !== 'country' && countryId
          ? {
              CountryId: Number(countryId),
              CountryName: countries.data?.find((c) => String(c.Id) === countryId)?.Name,
            }
          : {}),
        ...(kind === 'city' && stateId
          ? { StateId: Number(stateId), StateName: states.data?.find((s) => String(s.Id) === stateId)?.Name }
          : {}),
      };

  return (
    <Box>
      {breadcrumb}
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      <LocationForm key={`${kind}-${editId}`} kind={kind} initial={initial} onDone={onClose} />
    </Box>
  );
}
