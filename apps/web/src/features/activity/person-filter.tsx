import { Select } from '@mantine/core';
import { texts } from '@wayfare/contracts';
import { useAllAdmins } from './api/get-admins.ts';

/** The activity log's person filter: the administrators, who are the ones making admin changes. */
export function PersonFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const admins = useAllAdmins();
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
