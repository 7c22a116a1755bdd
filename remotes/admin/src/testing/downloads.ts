import { vi } from 'vitest';

interface Download {
  name: string;
  blob: Blob;
}

/**
 * Records the files the dashboard hands to the browser (lib/download-file.ts): jsdom downloads nothing,
 * so the blob given an object URL and the name of the link clicked for it are kept here instead.
 */
export function captureDownloads() {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) downloads.push({ name: this.download, blob });
  });
  const restore = () => {
    created.mockRestore();
    clicked.mockRestore();
  };
  return { downloads, restore };
}
