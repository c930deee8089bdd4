import { vi } from 'vitest';

/** What the page hands the browser to download (src/ui/download.ts), file by file: jsdom downloads nothing. */
export function captureDownloads(): Blob[] {
  const saved: Blob[] = [];
  const createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return `blob:${saved.length}`;
  };
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} }));
  return saved;
}
