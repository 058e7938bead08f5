// A small seeded pseudo-random generator (sfc32) with the helpers the population generator needs.
// Only 32-bit integer arithmetic and exact divisions by powers of two: the same seed gives the same
// numbers on every machine and Node version.

/** FNV-1a over the UTF-16 code units of a text: a stable 32-bit number for a label. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(private readonly seed: string) {
    this.a = hashText(`a:${seed}`);
    this.b = hashText(`b:${seed}`);
    this.c = hashText(`c:${seed}`);
    this.d = 1;
    // Mix the state before the first number is used.
    for (let round = 0; round < 15; round++) this.uint32();
  }

  /** An independent generator for a part of the work (a household, a list), named by a label. */
  fork(label: string | number): Random {
    return new Random(`${this.seed}/${label}`);
  }

  /** The next unsigned 32-bit integer (sfc32). */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296;
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    if (max < min) throw new RangeError(`empty range ${min}..${max}`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `probability`. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** One of the values, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let target = this.next() * total;
    for (const [value, weight] of entries) {
      if (target < weight) return value;
      target -= weight;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new RangeError('weighted pick from an empty list');
    return last[0];
  }

  /** A version 4 UUID from the generator: the same seed gives the same references every run. */
  uuid(): string {
    const hex = Array.from({ length: 4 }, () => this.uint32().toString(16).padStart(8, '0')).join(
      '',
    );
    const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}
