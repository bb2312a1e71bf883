import type { CaptureFiles, CaptureRecord, CaptureStore } from "./capture-queue";

/** A store in memory: unit tests, and the fallback when the browser offers no IndexedDB. */
export class MemoryCaptureStore implements CaptureStore {
  readonly recordsById = new Map<string, CaptureRecord>();
  readonly photos = new Map<string, Blob>();
  readonly thumbs = new Map<string, Blob>();

  async add(record: CaptureRecord, { photo, thumb }: CaptureFiles) {
    this.recordsById.set(record.id, { ...record });
    this.photos.set(record.id, photo);
    if (thumb) this.thumbs.set(record.id, thumb);
  }
  async update(record: CaptureRecord) {
    if (this.recordsById.has(record.id)) this.recordsById.set(record.id, { ...record });
  }
  async files(id: string): Promise<CaptureFiles | undefined> {
    const photo = this.photos.get(id);
    if (!photo) return undefined;
    const thumb = this.thumbs.get(id);
    return thumb ? { photo, thumb } : { photo };
  }
  async remove(id: string) {
    this.recordsById.delete(id);
    this.photos.delete(id);
    this.thumbs.delete(id);
  }
  async records() {
    return [...this.recordsById.values()].map((r) => ({ ...r }));
  }
}
