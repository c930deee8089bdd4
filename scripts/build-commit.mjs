// The commit a build is made from, as the About panel shows it: git's (12 characters), else the one GitHub Actions
// names, else none (''). Read by vite.config.ts at each build and by the browser test that checks the panel.
import { execFileSync } from 'node:child_process';

export function buildCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return process.env.GITHUB_SHA?.slice(0, 12) ?? '';
  }
}
