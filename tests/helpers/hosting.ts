/**
 * Where the sub-path browser tests find the app: as GitHub Pages serves a project site (`https://<user>.github.io/<repo>/`).
 * The same build is served at a second path of that origin too (a test deployment beside the stable one), and at its
 * root (a user's own site, whose service worker's scope covers both folders).
 */
export const SUB_PATH = '/aide-de-camp/';
export const SECOND_SUB_PATH = '/aide-de-camp-next/';
