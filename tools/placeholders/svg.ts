/** The SVG canvas every image is drawn on, and the shape helpers that emit its elements. */

/** A coordinate or length as written into the markup: one decimal. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

/** A scale factor as written into the markup: four decimals. */
export const n4 = (v: number) => String(Math.round(v * 10000) / 10000);

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private uid = 0;
  constructor(
    readonly W: number,
    readonly H: number,
  ) {}
  /** Scale unit: 1 at 900px on the short side. */
  get u(): number {
    return Math.min(this.W, this.H) / 900;
  }
  id(prefix: string): string {
    this.uid += 1;
    return `${prefix}${this.uid}`;
  }
  add(...parts: string[]): void {
    this.body.push(...parts);
  }
  linear(stops: Array<[number, string, number?]>, x2 = 0, y2 = 1): string {
    const id = this.id('lg');
    const st = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${st}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Array<[number, string, number?]>): string {
    const id = this.id('rg');
    const st = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
    this.defs.push(`<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${st}</radialGradient>`);
    return `url(#${id})`;
  }
  toString(): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" ` +
      `viewBox="0 0 ${this.W} ${this.H}">${defs}${this.body.join('')}</svg>`
    );
  }
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
export const pathEl = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const stroke = (color: string, width: number, extra = '') =>
  `stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round" ${extra}`;
export const line = (x1: number, y1: number, x2: number, y2: number, color: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${stroke(color, width, extra)}/>`;
export const poly = (pts: Array<[number, number]>, fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
