import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './accounts.ts';
import { signIn } from './ui.ts';

/** The playground's admin page (issue 3 §3). */
export const PLAYGROUND_PATH = '/admin/eforms';

/** Signs the admin in and opens the form playground, once its first example's form is on show. */
export async function openPlayground(page: Page, admin: Account) {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto(PLAYGROUND_PATH);
  await expect(preview(page)).toBeVisible();
}

/** The rendered form (the playground's <form>, named after the definition's FormName). */
export const preview = (page: Page): Locator => page.getByRole('form', { name: /^Preview of/ });

export const definitionEditor = (page: Page) => page.getByRole('textbox', { name: 'Form definition (JSON)' });

/** Picks one of the examples that ship with the playground, by its name. */
export async function chooseExample(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Example' }).selectOption(name);
  await expect(page.getByRole('combobox', { name: 'Example' })).toHaveValue(name);
}

export const displayModeNames = ['Regular', 'Tabular', 'Tab By Tab Question', 'One By One Question'] as const;
export type DisplayModeName = (typeof displayModeNames)[number];

/** Picks a display mode with the mouse (the control is a group of radio buttons). */
export async function chooseDisplayMode(page: Page, mode: DisplayModeName) {
  await page.getByText(mode, { exact: true }).click();
  await expect(page.getByRole('radio', { name: mode, exact: true })).toBeChecked();
}

/** The edited object as the playground's 'Bound values' panel shows it. */
export async function boundValues(page: Page): Promise<Record<string, unknown>> {
  await page.getByRole('tab', { name: 'Bound values' }).click();
  const text = await page.getByRole('tabpanel', { name: 'Bound values' }).textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

/**
 * Turns view mode on or off. The switch sits near the top of the page: it is first scrolled to the middle
 * of the window, where the shell's fixed header cannot cover it.
 */
export async function setViewMode(page: Page, on: boolean) {
  const toggle = page.getByRole('switch', { name: 'View mode (read-only)' });
  await toggle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await toggle.setChecked(on);
}
