import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../server/src/testing/outbox';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

describe.skipIf(!browserAvailable)('accounts in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('signs up, verifies from the outbox, signs in, sees the console and signs out', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Register' }).first().click();
    await page.waitForURL('**/signup');

    await page.getByLabel('Hotel Name').fill('Lakeside Motor Inn');
    await page.getByLabel('Email', { exact: true }).fill('desk@lakeside.test');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByLabel('Number of Rooms').fill('18');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await session.screenshot(page, 'accounts-check-email');

    const link = lastMailTo(session.app.dataDir, 'desk@lakeside.test', 'Verify').link!;
    await page.goto(link.replace(session.app.url, ''));
    await page.getByText('Email Verified!').first().waitFor();

    await page.goto('/login');
    await page.getByLabel('Email').fill('desk@lakeside.test');
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/hotel');
    // A hotel installed minutes ago is offered the set-up wizard; this clerk skips it.
    const wizard = page.getByRole('dialog', { name: 'Welcome to Innkeep' });
    await wizard.getByRole('button', { name: 'Skip Setup' }).waitFor();
    await page.waitForLoadState('networkidle');
    await wizard.getByRole('button', { name: 'Skip Setup' }).click();
    await wizard.waitFor({ state: 'hidden' });
    await page.getByText('Lakeside Motor Inn').first().waitFor();
    await page.getByText('desk@lakeside.test').first().waitFor();
    await page.getByText('DEMO VERSION').first().waitFor();
    await session.screenshot(page, 'accounts-console');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/hotel');
    await page.waitForURL('**/login');
  });

  it('shows the 404 card for an unknown route', async () => {
    const page = await session.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    // Our own words, not the framework's advice to a developer, and a way back from the keyboard.
    await page.getByText('There is no page at /no/such/page.').waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let tabs = 0; tabs < 5 && (await focused()) !== 'Go to the home page'; tabs += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Go to the home page');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the validation messages of the spec word for word', async () => {
    const page = await session.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();

    await page.goto('/signup');
    await page.getByLabel('Hotel Name').fill('A');
    await page.getByLabel('Email', { exact: true }).fill('ok@inn.test');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByLabel('Number of Rooms').fill('-2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Hotel name must be at least 2 characters').waitFor();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByText('Number of rooms must be a positive number').waitFor();
    await session.screenshot(page, 'accounts-signup-validation');
  });

  it('refuses a wrong password with the Login failed toast', async () => {
    const { hotel } = await session.signedInPage('known@inn.test');
    const page = await session.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(hotel.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid email or password').waitFor();
  });
});
