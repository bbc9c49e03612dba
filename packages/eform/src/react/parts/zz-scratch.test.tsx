// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { DateInput, DateTimePicker } from '@mantine/dates';
import { render } from '@testing-library/react';
import { it } from 'vitest';
import { theme } from '../../../../../apps/web/src/app/theme.ts';

it('prints', () => {
  for (const value of ['2025-06-01', null]) {
    const { container, unmount } = render(
      <MantineProvider theme={theme}>
        <DateInput
          id="mantine-date01"
          label="Date"
          description="Help"
          required
          withAsterisk
          placeholder="Enter Date"
          value={value}
          valueFormat="D MMM YYYY"
          minDate="2025-01-02"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear Date' }}
          popoverProps={{ withinPortal: true }}
          onChange={() => {}}
        />
      </MantineProvider>,
    );
    console.log(container.innerHTML.replace(/<style.*?<\/style>/gs, '').replace(/></g, '>\n<'));
    unmount();
  }
  const { container, unmount } = render(
    <MantineProvider theme={theme}>
      <DateTimePicker
        id="mantine-date02"
        label="When"
        required
        withAsterisk
        placeholder="Enter When"
        value="2025-06-01 08:30:00"
        valueFormat="D MMM YYYY HH:mm"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear When' }}
        submitButtonProps={{ 'aria-label': 'Confirm When' }}
        timePickerProps={{ hoursInputLabel: 'Hours of When', minutesInputLabel: 'Minutes of When' }}
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        onChange={() => {}}
      />
    </MantineProvider>,
  );
  console.log(container.innerHTML.replace(/<style.*?<\/style>/gs, '').replace(/></g, '>\n<'));
  unmount();
});
