import { act, screen } from '@testing-library/react';
import { driveApp } from '@wayfare/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { DriveOfflineNotice } from './drive-offline-notice.tsx';
import { registerDriveApp } from './register-drive-app.ts';

/** A browser's service worker container, as far as registerDriveApp uses it. */
function fakeContainer(controlled: boolean) {
  const postMessage = vi.fn();
  const update = vi.fn(async () => undefined);
  const listeners: Record<string, () => void> = {};
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => ({ scope: `https://wayfare.example${driveApp.path}`, update })),
    ready: Promise.resolve({ active: { postMessage } }),
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    register: container.register,
    postMessage,
    update,
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("the driver's app's installation (issue 33)", () => {
  it('registers the worker at the root for /drive alone, and names it the files the page loaded', async () => {
    vi.stubEnv('PROD', true);
    const fake = fakeContainer(false);
    await registerDriveApp(fake.container);
    expect(fake.register).toHaveBeenCalledWith(driveApp.worker, { scope: '/drive', updateViaCache: 'none' });
    expect(fake.postMessage).toHaveBeenCalledWith({ type: 'cache-loaded', urls: expect.any(Array) });
  });

  it('reloads onto a new build when its worker takes over, not when the first worker is installed', async () => {
    vi.stubEnv('PROD', true);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const first = fakeContainer(false);
    await registerDriveApp(first.container);
    first.listeners.controllerchange?.();
    expect(reload).not.toHaveBeenCalled();
    first.listeners.controllerchange?.();
    expect(reload).toHaveBeenCalledTimes(1);
    const update = fakeContainer(true);
    await registerDriveApp(update.container);
    update.listeners.controllerchange?.();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('looks for a new build when the app comes back to the screen', async () => {
    vi.stubEnv('PROD', true);
    const fake = fakeContainer(true);
    await registerDriveApp(fake.container);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fake.update).toHaveBeenCalled();
  });

  it('registers nothing in development, where no worker is built', async () => {
    const fake = fakeContainer(false);
    expect(await registerDriveApp(fake.container)).toBeUndefined();
    expect(fake.register).not.toHaveBeenCalled();
  });

  it("says 'You are offline' while the phone has no connection", async () => {
    renderAt(<DriveOfflineNotice />, '/drive');
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('status', { name: /You are offline/ })).toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });
});
