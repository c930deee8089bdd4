/**
 * The publishing workflow (.github/workflows/pages.yml) cannot be run here: it is checked as far as can be without
 * GitHub. It must be a valid workflow (by action-validator, the schema GitHub's editor uses), test with exactly the
 * README's test command before anything is built, publish the build's folder to Pages, and give the power to publish
 * to the deploy job alone.
 */
import { readFileSync } from 'node:fs';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const WORKFLOW = '.github/workflows/pages.yml';
const text = readFileSync(WORKFLOW, 'utf8');

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, unknown>;
  readonly id?: string;
}
interface Job {
  readonly needs?: string | string[];
  readonly container?: { readonly image: string };
  readonly permissions?: Record<string, string>;
  readonly environment?: { readonly name: string };
  readonly steps: Step[];
}
const workflow = parse(text) as {
  on: { push: { branches: string[] }; workflow_dispatch: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};

/** The README's two opening commands, as a new user copies them (the comment after `#` left out). */
function readmeCommands(): string[] {
  const block = /```sh\n([\s\S]*?)```/.exec(readFileSync('README.md', 'utf8'))?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

const jobsUsing = (action: string) =>
  Object.entries(workflow.jobs).filter(([, job]) => job.steps.some((s) => s.uses?.startsWith(`${action}@`)));

describe('the GitHub Pages workflow', () => {
  it('is a valid GitHub Actions workflow', () => {
    expect(validateWorkflow(text).errors).toEqual([]);
  });

  it('runs on a push to main and by hand (a fork publishes with one click)', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('tests with the README’s test command, then builds, then uploads the build', () => {
    const [, testCommand] = readmeCommands();
    expect(testCommand).toBe('npm ci && npm test');
    const [[name, job] = ['', { steps: [] }]] = jobsUsing('actions/upload-pages-artifact');
    const runs = job.steps.map((s) => s.run ?? s.uses);
    const tested = runs.indexOf(testCommand);
    const built = runs.indexOf('npm run build');
    const uploaded = job.steps.findIndex((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(tested, `${name}: ${runs.join(' | ')}`).toBeGreaterThan(0);
    expect(built).toBeGreaterThan(tested);
    expect(uploaded).toBeGreaterThan(built);
    expect(job.steps[uploaded]?.with?.path).toBe('dist');
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.build).toBe('vite build');
  });

  it('tests on the project’s machine: Debian bookworm with the Node of .nvmrc', () => {
    const [[, job] = ['', { steps: [] }]] = jobsUsing('actions/upload-pages-artifact');
    const node = readFileSync('.nvmrc', 'utf8').trim();
    expect(job.container?.image).toBe(`node:${node}-bookworm`);
  });

  it('publishes from a job of its own that waits for the tests, the only one allowed to', () => {
    const deployers = jobsUsing('actions/deploy-pages');
    expect(deployers).toHaveLength(1);
    const [[, deploy] = ['', { steps: [] }]] = deployers;
    const [[builder] = ['']] = jobsUsing('actions/upload-pages-artifact');
    expect([deploy.needs].flat()).toContain(builder);
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (job !== deploy) expect(job.permissions ?? {}, name).not.toHaveProperty('pages');
    }
  });

  it('.ci/run runs the README’s test command too', () => {
    expect(readFileSync('.ci/run', 'utf8')).toContain(`(${readmeCommands()[1]})`);
  });
});
