/** Server time of the last few hundred requests in this process, for the admin health card. */
export class RequestMetrics {
  private readonly samples: number[] = [];
  private next = 0;

  constructor(private readonly size = 500) {}

  record(ms: number): void {
    if (this.samples.length < this.size) this.samples.push(ms);
    else this.samples[this.next] = ms;
    this.next = (this.next + 1) % this.size;
  }

  summary(): { count: number; p50: number; p95: number } {
    if (this.samples.length === 0) return { count: 0, p50: 0, p95: 0 };
    const sorted = [...this.samples].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    return { count: sorted.length, p50: at(0.5), p95: at(0.95) };
  }
}
