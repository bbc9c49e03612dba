import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { texts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { allRowsQuery } from '../../components/screen/index.ts';

/** The activity log's person filter: the administrators, who are the ones making admin changes. */
export function PersonFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const admins = useQuery(allRowsQuery(calls.Account.GetAdmins, {}));
  const data = (admins.data ?? []).map((person) => ({
    value: person.Id,
    label: `${person.Firstname} ${person.Surname}`,
  }));
  return (
    <Select
      aria-label="Person"
      placeholder={admins.isPending ? texts.loading : 'Person'}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="No administrator matches"
    />
  );
}
