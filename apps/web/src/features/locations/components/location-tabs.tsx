import { Tabs } from '@mantine/core';
import { IconBuildingCommunity, IconFlag, IconMap } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { type LocationKind, locationKindList, locationPagePath } from '../location-kinds.ts';

const icons = { country: IconFlag, state: IconMap, city: IconBuildingCommunity } as const;

/**
 * spec 001 §2: countries, states and cities share one screen; each has its own address
 * (/admin/countries, /admin/states, /admin/cities). The chosen country goes along to the states and
 * cities tabs, so moving between them keeps the place.
 */
export function LocationTabs({ kind, countryId }: { kind: LocationKind; countryId: string | null }) {
  const navigate = useNavigate();
  const go = (next: string | null) => {
    const target = locationKindList.find((info) => info.kind === next);
    if (!target || target.kind === kind) return;
    const query = target.kind !== 'country' && countryId ? `?countryId=${encodeURIComponent(countryId)}` : '';
    void navigate(locationPagePath(target.kind) + query);
  };
  return (
    <Tabs value={kind} onChange={go} mb="md" aria-label="Countries, states and cities">
      <Tabs.List>
        {locationKindList.map((info) => {
          const Icon = icons[info.kind];
          return (
            <Tabs.Tab key={info.kind} value={info.kind} leftSection={<Icon size={16} aria-hidden />}>
              {info.plural}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
