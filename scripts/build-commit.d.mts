/** The commit a build is made from: git's (12 characters), else GitHub Actions' GITHUB_SHA, else ''. */
export function buildCommit(): string;
