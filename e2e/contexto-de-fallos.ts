import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** At most this much of a failure's context is printed (a page's snapshot can be long). */
const MAXIMO = 20_000;

/**
 * Prints, after a failed test, the page as it was when the test failed: Playwright's error
 * context (the error and the page's accessibility snapshot), which the list reporter only names
 * as a file. CI keeps the output and not the files, and without the page a flake cannot be told
 * from a bug.
 */
export default class ContextoDeFallos implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const adjunto of result.attachments) {
      if (adjunto.name !== 'error-context' || !adjunto.path) continue;
      let texto: string;
      try {
        texto = readFileSync(adjunto.path, 'utf8');
      } catch {
        continue;
      }
      const recortado = texto.length > MAXIMO ? `${texto.slice(0, MAXIMO)}\n[…]` : texto;
      console.log(
        `\n--- Página al fallar: ${test.titlePath().filter(Boolean).join(' › ')} ---\n${recortado}\n---`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
