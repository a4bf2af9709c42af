import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DNS_CONTROL_PORT, E2E_DOMAIN_TARGET, E2E_PORT } from './e2e-env.ts';
import { createAccount, createProject, openSignedIn, publishProject } from './support.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The journeys' DNS gains (or loses) a name's records (e2e/start-server.ts). */
async function setDns(name: string, records?: Record<string, unknown>) {
  const answer = await fetch(
    `http://127.0.0.1:${E2E_DNS_CONTROL_PORT}/records?name=${encodeURIComponent(name)}`,
    { method: 'PUT', body: records ? JSON.stringify(records) : '' },
  );
  expect(answer.status).toBe(204);
}

/** GET / as a browser on the owner's domain would ask it (the Host header names the domain). */
function getOnHost(host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port: E2E_PORT, path: '/', headers: { host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

test('connect my own domain: pending with the records, the DNS gains them, Check now turns it active, and the page answers on that host', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(page.request, 'own-domain');
  const project = await publishProject(
    page.request,
    owner,
    await createProject(page.request, owner, { slug: `dom${randomUUID().slice(0, 8)}` }),
  );
  const domain = `links-${randomUUID().slice(0, 8)}.myshow.test`;
  expect((await getOnHost(domain)).status).toBe(404);

  await openSignedIn(page, owner, `/projects/${project.id}/settings`);
  const card = page.locator('.settings-own-domain');
  await card.getByLabel('Domain').fill(`https://${domain.toUpperCase()}/`);
  await card.getByRole('button', { name: 'Connect domain' }).click();

  // Pending, with the two records to create, ready to copy.
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText('Not checked yet.', { exact: false })).toBeVisible();
  const rows = card.locator('.domain-records tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('CNAME');
  await expect(rows.nth(0)).toContainText(domain);
  await expect(rows.nth(0)).toContainText(E2E_DOMAIN_TARGET);
  await expect(rows.nth(1)).toContainText(`_podpie.${domain}`);
  const token = (await rows.nth(1).locator('code').nth(1).textContent()) ?? '';
  expect(token).toMatch(/^podpie-verify=/);
  await expect(card.getByRole('button', { name: /^Copy: TXT Value/ })).toBeVisible();
  await shoot(page, 'own-domain-pending');

  // Check now before the records exist: still pending, with the reason.
  await card.getByRole('button', { name: 'Check now' }).click();
  await expect(
    card.getByText(`No CNAME or A/AAAA record points this domain to ${E2E_DOMAIN_TARGET} yet.`),
  ).toBeVisible();

  // The owner creates the records at their DNS provider.
  await setDns(domain, { CNAME: E2E_DOMAIN_TARGET });
  await setDns(`_podpie.${domain}`, { TXT: [token] });
  await card.getByRole('button', { name: 'Check now' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.locator('.domain-reason')).toHaveCount(0);
  await shoot(page, 'own-domain-active');

  // The page answers on that host.
  const onDomain = await getOnHost(domain);
  expect(onDomain.status).toBe(200);
  expect(onDomain.body).toContain(`<link rel="canonical" href="https://${domain}/"`);

  // The dashboard card shows the domain, its state and a QR code for it.
  await openSignedIn(page, owner, '/dashboard');
  const line = page.locator('.project-domain');
  await expect(line.getByRole('link', { name: domain })).toBeVisible({ timeout: 30_000 });
  await expect(line.getByText('Active', { exact: true })).toBeVisible();
  await expect(line.getByRole('img', { name: `QR code for ${domain}` })).toBeVisible();
  await shoot(page, 'own-domain-dashboard');

  // Removed, the domain stops answering at once.
  await openSignedIn(page, owner, `/projects/${project.id}/settings`);
  await page.locator('.settings-own-domain').getByRole('button', { name: 'Remove domain' }).click();
  await page.getByRole('button', { name: 'Remove domain' }).last().click();
  await expect(page.locator('.settings-own-domain').getByLabel('Domain')).toBeVisible();
  expect((await getOnHost(domain)).status).toBe(404);
});
