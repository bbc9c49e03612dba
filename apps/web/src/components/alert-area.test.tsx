import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { ALERT_AUTO_CLOSE_MS, ALERT_FADE_MS, alertStore } from '../lib/alerts.ts';
import { AlertArea } from './alert-area.tsx';

const renderArea = () =>
  render(
    <Providers>
      <AlertArea />
    </Providers>,
  );
const alertOf = (message: string) => screen.getByText(message).closest('[data-alert-type]') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
});

// spec 000 §2.5, §4 and §9: alerts.
describe('alert area', () => {
  it('uses the spec timings: 8000 ms before closing, a fade of 250 ms', () => {
    expect([ALERT_AUTO_CLOSE_MS, ALERT_FADE_MS]).toEqual([8000, 250]);
  });

  it('floats in the bottom corner, clear of the header and the top of a form (issue 21)', () => {
    renderArea();
    act(() => alertStore.error('Could not save'));
    const area = alertOf('Could not save').parentElement as HTMLElement;
    expect(area.style.position).toBe('fixed');
    expect(area.style.bottom).toBe('16px');
    expect(area.style.top).toBe('');
  });

  it('shows nothing without alerts', () => {
    renderArea();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders the four kinds, an error as an alert and the others as status messages', () => {
    renderArea();
    act(() => {
      alertStore.success('Saved. Thank you');
      alertStore.error('Could not save');
      alertStore.info('Heads up');
      alertStore.warning('Careful');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(alertOf('Saved. Thank you')).toHaveAttribute('data-alert-type', 'Success');
    expect(alertOf('Could not save')).toHaveAttribute('data-alert-type', 'Error');
    expect(alertOf('Heads up')).toHaveAttribute('data-alert-type', 'Info');
    expect(alertOf('Careful')).toHaveAttribute('data-alert-type', 'Warning');
    for (const title of ['Success', 'Error', 'Info', 'Warning'])
      expect(screen.getByText(title)).toBeVisible();
  });

  it('starts fading an auto-close alert at 8000 ms and removes it 250 ms later', () => {
    renderArea();
    act(() => {
      alertStore.success('Saved. Thank you');
    });
    act(() => vi.advanceTimersByTime(7999));
    expect(alertOf('Saved. Thank you')).toHaveStyle({ opacity: '1' });
    act(() => vi.advanceTimersByTime(1));
    expect(alertOf('Saved. Thank you')).toHaveStyle({ opacity: '0' });
    act(() => vi.advanceTimersByTime(249));
    expect(screen.getByText('Saved. Thank you')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved. Thank you')).toBeNull();
  });

  it('keeps an alert that does not close itself', () => {
    renderArea();
    act(() => {
      alertStore.error('Read me', { autoClose: false });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(alertOf('Read me')).toHaveStyle({ opacity: '1' });
  });

  it('closes an alert with its close button, after the fade', () => {
    renderArea();
    act(() => {
      alertStore.info('Dismiss me', { autoClose: false });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(alertOf('Dismiss me')).toHaveStyle({ opacity: '0' });
    act(() => vi.advanceTimersByTime(ALERT_FADE_MS));
    expect(screen.queryByText('Dismiss me')).toBeNull();
  });

  it('shows the same message twice in a row once', () => {
    renderArea();
    act(() => {
      alertStore.error('Could not save');
      alertStore.error('Could not save');
    });
    expect(screen.getAllByText('Could not save')).toHaveLength(1);
  });
});

describe('a route change', () => {
  it('clears every alert not marked to be kept', () => {
    alertStore.success('Goes', { autoClose: false });
    alertStore.error('Goes too', { autoClose: false });
    alertStore.success('Stays', { autoClose: false, keepAfterRouteChange: true });
    alertStore.routeChanged();
    expect(alertStore.get().map((alert) => alert.message)).toEqual(['Stays']);
  });

  it('keeps a kept alert for one route change only', () => {
    alertStore.success('Account created', { autoClose: false, keepAfterRouteChange: true });
    alertStore.routeChanged();
    expect(alertStore.get()).toHaveLength(1);
    alertStore.routeChanged();
    expect(alertStore.get()).toHaveLength(0);
  });

  it('updates the rendered alerts', () => {
    renderArea();
    act(() => {
      alertStore.warning('Old page', { autoClose: false });
    });
    act(() => alertStore.routeChanged());
    expect(screen.queryByText('Old page')).toBeNull();
  });
});
