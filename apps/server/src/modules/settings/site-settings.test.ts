import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const appStore = 'https://apps.apple.com/ng/app/wayfare/id123456789';
const playStore = 'https://play.google.com/store/apps/details?id=ng.wayfare.rides';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// spec 000 §2.1 and issue 21: the home page's store links are settings, not made-up addresses.
describe('the mobile store links', () => {
  it('are read from APP_STORE_URL and PLAY_STORE_URL, and unset by default', () => {
    expect(readConfig({ APP_STORE_URL: appStore, PLAY_STORE_URL: playStore })).toMatchObject({
      APP_STORE_URL: appStore,
      PLAY_STORE_URL: playStore,
    });
    const unset = readConfig({ APP_STORE_URL: '', PLAY_STORE_URL: ' ' });
    expect(unset.APP_STORE_URL).toBeUndefined();
    expect(unset.PLAY_STORE_URL).toBeUndefined();
  });

  it.each([
    ['APP_STORE_URL', 'http://apps.apple.com/ng/app/wayfare/id1'],
    ['APP_STORE_URL', playStore],
    ['APP_STORE_URL', 'not a link'],
    ['PLAY_STORE_URL', appStore],
    ['PLAY_STORE_URL', 'https://play.google.com.evil.example/store'],
  ])('refuse %s=%s at start-up, naming the setting', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });

  it('reach anyone through Settings/GetSiteSettings, without signing in', async () => {
    t = await createTestApp({ APP_STORE_URL: appStore, PLAY_STORE_URL: playStore });
    const response = await t.app.inject({ url: '/api/Settings/GetSiteSettings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ AppStoreUrl: appStore, PlayStoreUrl: playStore });
  });

  it('are null there until configured', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/api/Settings/GetSiteSettings' });
    expect(response.json()).toMatchObject({ AppStoreUrl: null, PlayStoreUrl: null });
  });
});
