import { expect, type Page } from '@playwright/test';

/**
 * Every character on the page drawn in the page's own fonts: none in a font the browser had to search the system for,
 * because the page's fonts lack it (↶, ⇄, ▶…). That search held up the first frame that showed such a character: 70 ms
 * at 4× CPU on the first tap on a combat screen's tab (issue 30). The page's own fonts are the one that draws most of
 * its characters and the monospace one of its key caps and codes.
 */
export async function expectOnlyPageFonts(page: Page) {
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const fontsOf = async (selector: string) => {
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
      // Asked all at once: one round trip at a time took a second a screen on a slow machine.
      const answers = await Promise.all(
        nodeIds.map((nodeId) =>
          cdp.send('CSS.getPlatformFontsForNode', { nodeId }).then(
            (answer) => answer.fonts.map((font) => ({ family: font.familyName, glyphs: font.glyphCount, nodeId })),
            () => [], // a node gone since the query (a note that went by itself) draws nothing
          ),
        ),
      );
      return answers.flat();
    };
    const drawn = await fontsOf('body *');
    const glyphs = new Map<string, number>();
    for (const { family, glyphs: count } of drawn) glyphs.set(family, (glyphs.get(family) ?? 0) + count);
    const [main] = [...glyphs].sort((a, b) => b[1] - a[1]);
    const own = new Set([main?.[0], ...(await fontsOf('kbd, kbd *, .font-mono, .font-mono *')).map((f) => f.family)]);
    const strays: string[] = [];
    for (const { family, nodeId } of drawn) {
      if (own.has(family)) continue;
      const html = await cdp.send('DOM.getOuterHTML', { nodeId }).then(
        (answer) => answer.outerHTML.slice(0, 160),
        () => '(a node gone since)',
      );
      strays.push(`${family}: ${html}`);
    }
    expect(main, 'no text was drawn').toBeDefined();
    expect(strays).toEqual([]);
  } finally {
    await cdp.detach();
  }
}
