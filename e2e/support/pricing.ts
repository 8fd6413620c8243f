import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';

/** The onboarding wizard's first two steps, with the first step's required-field check on the way. */
export async function fillStepsOneAndTwo(dialog: Locator, email: string) {
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Business name is required')).toBeVisible();
  await dialog.getByLabel('Business name').fill('Kim Family Dental');
  await dialog.getByLabel('Website').fill('kimdental.example');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Contact name').fill('Grace Kim');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('(310) 555-0190');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 5: SEO Profile' })).toBeVisible();
}
