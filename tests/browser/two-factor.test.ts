import { readFile } from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../server/src/testing/api-client';
import { invitePerson } from '../../server/src/testing/people';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/** What the person's authenticator app shows `stepsAhead` 30-second steps from now (a code works once). */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const WRONG_CODE = 'That code is not right. Check the time on your phone and try the newest code.';

async function toast(page: Page, text: string) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * On the Security page: Turn on, the key read off the page, a first code computed from it, and the ten
 * recovery codes shown once. Resolves the key and the codes.
 */
async function turnOnInBrowser(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Turn on' }).click();
  const key = page.getByTestId('two-factor-secret');
  const secret = (await key.innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authentication code').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const recoveryCodes = await list.locator('code').allInnerTexts();
  return { secret, recoveryCodes };
}

describe.skipIf(!browserAvailable)('two-factor sign-in in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('a person turns it on from the header, then signs in with a code from the app, and once with a recovery code', async () => {
    const { page } = await session.signedInPage('owner@otp.test', { name: 'Otter Point Inn' });
    await page.goto('/hotel');
    await page.locator('.console-header').getByRole('link', { name: 'Security' }).click();
    await page.waitForURL('**/account/security');
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    expect(await page.getByTestId('two-factor-status').innerText()).toBe('Off');

    // The QR code of the otpauth address, with words for a screen reader, and the key to type by hand.
    await page.getByRole('button', { name: 'Turn on' }).click();
    const qr = page.getByRole('img', { name: /QR code to scan with your authenticator app/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'two-factor-setup');

    // A wrong first code is refused in the server's words; the right one turns it on.
    const right = codeOf(secret);
    await page.getByLabel('Authentication code').fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText(WRONG_CODE).waitFor();
    await page.getByLabel('Authentication code').fill(right);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recoveryCodes = await list.locator('code').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await session.screenshot(page, 'two-factor-recovery-codes');

    // Downloaded as a text file that holds every code.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('innkeep-recovery-codes.txt');
    const text = await readFile((await download.path())!, 'utf8');
    for (const code of recoveryCodes) expect(text).toContain(code);

    await page.getByRole('button', { name: 'I have saved them' }).click();
    await toast(page, 'Two-factor sign-in is on');
    await page.getByTestId('two-factor-status').filter({ hasText: 'On' }).waitFor();
    await page.getByRole('button', { name: 'Turn off' }).waitFor();

    // Signed out, the password alone is not enough: the code step follows.
    await page.getByRole('link', { name: 'Back to the console' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signInWithPassword(page, 'owner@otp.test', 'secret123');
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    const codeInput = page.getByLabel('Authentication code');
    expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeInput.getAttribute('inputmode')).toBe('numeric');
    expect(page.url()).toMatch(/\/login$/);
    // Not signed in yet: the console sends the browser back to sign in.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await codeInput.fill('12345');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Please enter the 6-digit code from your authenticator app, or a recovery code').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'two-factor-code-step');

    // The code that turned it on was used; the app's next one signs in, as a password alone did.
    await codeInput.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'Welcome back, Otter Point Inn.');
    await page.waitForURL('**/hotel');
    await page.locator('.console-header').getByText('Otter Point Inn').first().waitFor();

    // A recovery code, in place of the app, works once.
    const signInWithRecovery = async (code: string) => {
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      await signInWithPassword(page, 'owner@otp.test', 'secret123');
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByText('Enter one of your recovery codes. Each code works once.').waitFor();
      const input = page.getByLabel('Recovery code');
      expect(await input.getAttribute('autocomplete')).toBe('off');
      await input.fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
    };
    await signInWithRecovery(recoveryCodes[0]!.toUpperCase());
    await page.waitForURL('**/hotel');
    await page.locator('.console-header').getByText('Otter Point Inn').first().waitFor();
    await signInWithRecovery(recoveryCodes[0]!);
    await page.getByText(WRONG_CODE).waitFor();
    // Back to the password (still typed in), and another of the recovery codes.
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/hotel');

    // Turning it off takes a code too (here a third recovery code); then the password alone signs in again.
    await page.locator('.console-header').getByRole('link', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[2]!);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await toast(page, 'Two-factor sign-in is off');
    await page.getByTestId('two-factor-status').filter({ hasText: 'Off' }).waitFor();
    await page.getByRole('link', { name: 'Back to the console' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signInWithPassword(page, 'owner@otp.test', 'secret123');
    await page.waitForURL('**/hotel');
  });

  it('a pending sign-in that has gone sends the person back to the password', async () => {
    const { page, hotel } = await session.signedInPage('expired@otp.test', { name: 'Lapse Inn' });
    const setup = await hotel.api.post('/api/auth/two-factor/setup');
    await hotel.api.post('/api/auth/two-factor/enable', { code: codeOf(setup.body.secret) });
    await page.context().clearCookies();
    await signInWithPassword(page, 'expired@otp.test', 'secret123');
    await page.getByLabel('Authentication code').waitFor();
    // The five-minute pending cookie is gone (as after five minutes).
    await page.context().clearCookies();
    await page.getByLabel('Authentication code').fill(codeOf(setup.body.secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'Your sign-in has expired. Please enter your email and password again.');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('expired@otp.test');
  });

  it('an Owner requires it for everyone: whoever has not set it up sees only the set-up until it is on', async () => {
    const { page: ownerPage, hotel } = await session.signedInPage('owner@strict-otp.test', { name: 'Strict Inn' });
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Queen',
      dailyRate: '100.00',
      weeklyRate: '600.00',
      monthlyRate: '1800.00',
    });
    expect((await hotel.api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: type.body.id })).status).toBe(201);
    const maid = await invitePerson(session.app, hotel.api, {
      name: 'Hana Kim',
      email: 'hana@strict-otp.test',
      role: 'Housekeeping',
    });
    const manager = await invitePerson(session.app, hotel.api, {
      name: 'Milo Park',
      email: 'milo@strict-otp.test',
      role: 'Manager',
    });

    // The housekeeper is at work on her tab when the rule comes.
    const maidPage = await pageOf(session, maid.api);
    await maidPage.goto('/hotel');
    await maidPage.getByRole('heading', { name: 'Housekeeping', exact: true }).waitFor();

    // A Manager sees Settings but not the switch; the Owner does.
    const managerPage = await pageOf(session, manager.api);
    await managerPage.goto('/hotel/settings');
    await managerPage.getByRole('heading', { name: 'Hotel Information' }).waitFor();
    expect(await managerPage.getByRole('switch', { name: 'Require two-factor sign-in for everyone' }).count()).toBe(0);

    await ownerPage.goto('/hotel/settings');
    const rule = ownerPage.getByRole('switch', { name: 'Require two-factor sign-in for everyone' });
    expect(await rule.getAttribute('aria-checked')).toBe('false');
    await ownerPage.getByText('Yours is not on yet: you will be asked to set it up first.').waitFor();
    await session.screenshot(ownerPage, 'two-factor-settings-switch');
    await rule.click();
    await toast(ownerPage, 'Settings updated successfully');
    // The rule holds the Owner too, whose own is not on: the server answers only the set-up.
    expect((await hotel.api.get('/api/hotel/settings')).body).toEqual({
      error: 'Your hotel requires two-factor sign-in. Please set it up to continue.',
    });
    // The Owner's own is not on: the set-up is all there is now.
    await ownerPage.waitForURL('**/account/security');
    await ownerPage.getByText('Your hotel requires two-factor sign-in.', { exact: true }).waitFor();

    // The housekeeper's next tap is refused by the server, and the app takes her to the set-up.
    await maidPage.getByRole('button', { name: 'Dirty', exact: true }).first().click();
    await maidPage.waitForURL('**/account/security');
    await maidPage.getByText('Your hotel requires two-factor sign-in.', { exact: true }).waitFor();
    // Every other address leads back here, and there is no way back to the console but through it.
    for (const url of ['/hotel', '/hotel/housekeeping', '/multi-hotel']) {
      await maidPage.goto(url);
      await maidPage.waitForURL('**/account/security');
    }
    expect(await maidPage.getByRole('link', { name: 'Back to the console' }).count()).toBe(0);
    await maidPage.getByRole('button', { name: 'Sign out' }).waitFor();
    await session.screenshot(maidPage, 'two-factor-required');

    const { recoveryCodes } = await turnOnInBrowser(maidPage);
    expect(recoveryCodes).toHaveLength(10);
    await maidPage.getByRole('button', { name: 'I have saved them' }).click();
    // On: the console opens on her tab (a housekeeper's /hotel), and the server answers her again.
    await maidPage.waitForURL(/\/hotel(\/housekeeping)?$/);
    await maidPage.getByRole('heading', { name: 'Housekeeping', exact: true }).waitFor();
    expect((await maid.api.get('/api/hotel/housekeeping')).status).toBe(200);
    // Her hotel requires it, so it cannot be turned off.
    await maidPage.goto('/account/security');
    await maidPage.getByText('Your hotel requires two-factor sign-in, so it cannot be turned off.').waitFor();
    expect(await maidPage.getByRole('button', { name: 'Turn off' }).count()).toBe(0);

    // The Owner sets theirs up too, and finds the rule on in Settings.
    await turnOnInBrowser(ownerPage);
    await ownerPage.getByRole('button', { name: 'I have saved them' }).click();
    await ownerPage.waitForURL('**/hotel');
    await ownerPage.goto('/hotel/settings');
    expect(await rule.getAttribute('aria-checked')).toBe('true');
    // …and the server answers the Owner again.
    const settings = await hotel.api.get<{ key: string; value: string }[]>('/api/hotel/settings');
    expect(settings.status).toBe(200);
    expect(settings.body.find((entry) => entry.key === 'require_two_factor')?.value).toBe('1');
  });
});

/** A browser page signed in with the session of a person the API signed in. */
async function pageOf(session: BrowserSession, api: ApiClient) {
  const page = await session.newPage();
  const cookie = api.sessionCookie()!;
  await page.context().addCookies([{ ...cookie, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
  return page;
}
