/**
 * Where the sub-path browser tests find the app: as GitHub Pages serves a project site (`https://<user>.github.io/<repo>/`).
 * The same build is served at a second path of that origin too (a test deployment beside the stable one), and at its
 * root (a user's own site, whose service worker's scope covers both folders).
 */
export const SUB_PATH = '/aide-de-camp/';
export const SECOND_SUB_PATH = '/aide-de-camp-next/';

/** The app in its folder on the test host: the port the browser tests' runner chose (playwright.config.ts). */
export const appInItsFolder = (): string => `http://127.0.0.1:${process.env.ADC_TEST_SUB_PATH_PORT}${SUB_PATH}`;
