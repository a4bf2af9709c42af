import { expect, type Page, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

/** Collects what the browser reports against the page's Content-Security-Policy. */
async function policyIssues(page: Page): Promise<unknown[]> {
  const devtools = await page.context().newCDPSession(page);
  const issues: unknown[] = [];
  devtools.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(issue.details);
  });
  await devtools.send('Audits.enable');
  return issues;
}

test('the app breaks none of its own content security policy on the quick start and the dashboard', async ({
  page,
}) => {
  const issues = await policyIssues(page);
  await page.goto('/quickstart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const account = await createAccount(page.request, 'policy');
  await openSignedIn(page, account);
  // Drawn once the list of projects has been read: Zod's eval probe ran with the first parse.
  await expect(page.getByRole('region', { name: 'How do you want to start?' })).toBeVisible();
  expect(issues).toEqual([]);
});
