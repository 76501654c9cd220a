// The sharing images rendered last, by cover photo id, at most `capacity` of them (≈100 KB each).
// A Map keeps insertion order, so re-inserting on a hit and dropping the first key on overflow is a
// least-recently-used cache in a few lines; no dependency needed for that.
export class RecentRenditions {
  private readonly entries = new Map<number, Buffer>();

  constructor(private readonly capacity: number) {}

  get(photoId: number): Buffer | undefined {
    const hit = this.entries.get(photoId);
    if (hit) {
      this.entries.delete(photoId);
      this.entries.set(photoId, hit);
    }
    return hit;
  }

  set(photoId: number, jpeg: Buffer): void {
    this.entries.delete(photoId);
    this.entries.set(photoId, jpeg);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
