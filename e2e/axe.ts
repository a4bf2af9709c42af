import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One axe-core rule the page breaks, with the elements that break it. */
export type AxeViolation = { id: string; help: string; targets: string[] };

type AxeResult = {
  violations: { id: string; help: string; nodes: { target: unknown }[] }[];
};

/**
 * What axe-core finds wrong on the page as it is drawn now. The page's context must let the
 * script in (a context with `bypassCSP` where the page has a Content-Security-Policy).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<AxeResult> };
      }
    ).axe;
    const result = await axe.run(document, { iframes: false });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  });
}
