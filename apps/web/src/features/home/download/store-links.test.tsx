import { screen } from '@testing-library/react';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { DownloadAndSupport } from './download-and-support.tsx';

const appStore = 'https://apps.apple.com/ng/app/wayfare/id123456789';
const playStore = 'https://play.google.com/store/apps/details?id=ng.wayfare.rides';
// The rest of the site's settings, which this section does not read.
const scripts = {
  PaystackInlineScriptUrl: 'https://js.paystack.co/v1/inline.js',
  FlutterwaveInlineScriptUrl: 'https://checkout.flutterwave.com/v3.js',
  MapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  MapTileAttribution: '© OpenStreetMap contributors',
};

// spec 000 §2.1 and issue 21: the store links are the server's settings, not made-up addresses.
describe('the download section', () => {
  it('links to the stores the server is configured with', async () => {
    fakeApi(
      answer(calls.Settings.GetSiteSettings, () => ({
        AppStoreUrl: appStore,
        PlayStoreUrl: playStore,
        ...scripts,
      })),
    );
    renderAt(<DownloadAndSupport />, '/');
    expect(await screen.findByRole('link', { name: 'App Store' })).toHaveAttribute('href', appStore);
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', playStore);
  });

  it('links only the store that is configured', async () => {
    fakeApi(
      answer(calls.Settings.GetSiteSettings, () => ({
        AppStoreUrl: null,
        PlayStoreUrl: playStore,
        ...scripts,
      })),
    );
    renderAt(<DownloadAndSupport />, '/');
    expect(await screen.findByRole('link', { name: 'Google Play' })).toHaveAttribute('href', playStore);
    expect(screen.queryByRole('link', { name: 'App Store' })).toBeNull();
  });

  it('says the app is coming soon while no store is configured', async () => {
    fakeApi(
      answer(calls.Settings.GetSiteSettings, () => ({ AppStoreUrl: null, PlayStoreUrl: null, ...scripts })),
    );
    renderAt(<DownloadAndSupport />, '/');
    expect(await screen.findByText('Coming soon to the App Store and Google Play.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /App Store|Google Play/ })).toBeNull();
  });
});
