import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export type ScreenTab = { value: string; label: string; to: string; icon?: ReactNode };

/** Screens that share one page as tabs, each at its own address (spec 001 §2: countries, states, cities). */
export function ScreenTabs({ label, tabs, value }: { label: string; tabs: ScreenTab[]; value: string }) {
  const navigate = useNavigate();
  const go = (next: string | null) => {
    const tab = tabs.find((candidate) => candidate.value === next);
    if (tab && tab.value !== value) void navigate(tab.to);
  };
  return (
    <Tabs value={value} onChange={go} mb="md" aria-label={label}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
