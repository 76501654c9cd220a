// Signing a demo person in through the real sign-in page, ending where `redirect` points.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'velo-demo-2026';

export async function signInAs(page: Page, email: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  const main = page.getByRole('main');
  await main.getByLabel('E-Mail-Adresse').fill(email);
  await main.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}
