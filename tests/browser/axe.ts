import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core (the engine of Lighthouse's and Deque's checks) over a screen, as a clerk or an admin sees it with
 * data in its grids: the critical and serious violations. axe is handed to the page through the DevTools
 * protocol, so the app's Content-Security-Policy stays as it ships.
 */
const AXE_SOURCE = axe.source;

export interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The page's critical and serious violations; `selector` keeps the check to one part of it (a section). */
export async function seriousViolations(page: Page, selector?: string): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (within) => {
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document | Element) => Promise<AxeResults> } }).axe;
    const context = within ? document.querySelector(within) : document;
    if (!context) throw new Error(`axe: nothing matches ${within}`);
    // Contrast is read once what is fading in has faded in (a dialog takes 160 ms), not from a half-transparent
    // frame, which a fast machine reached; endless animations (a skeleton's shimmer) are left running.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const results = await axe.run(context);
    return results.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => String(node.target)),
      }));
  }, selector ?? null);
}
