/**
 * A hero's focal point from its CSS object-position ("50% 30%", "left 10% bottom 20%"), as fractions of the room an
 * image has to move: 0 keeps its left (top) edge, 1 its right (bottom), so any crop keeps what the hero shows. What
 * CSS would ignore is the centre; a length ("12px") keeps the edge it is measured from.
 */
export type Focus = { x: number; y: number };

const CENTRE: Focus = { x: 0.5, y: 0.5 };

const EDGE: Record<string, { axis: 'x' | 'y'; at: number }> = {
  left: { axis: 'x', at: 0 },
  right: { axis: 'x', at: 1 },
  top: { axis: 'y', at: 0 },
  bottom: { axis: 'y', at: 1 },
};

/** A percentage as a fraction; a length as 0 (its edge); undefined for anything else. */
function offset(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  const pct = /^(-?\d+(?:\.\d+)?)%$/.exec(token);
  if (pct) return Math.min(1, Math.max(0, Number(pct[1]) / 100));
  if (/^-?\d+(?:\.\d+)?(px|rem|em|vw|vh)?$/.test(token)) return 0;
  return undefined;
}

/** One or two values: each is an edge keyword, "center", or an offset; a y keyword first (or an x keyword second) swaps them. */
function short(tokens: string[]): Focus | undefined {
  const read = (t: string) => EDGE[t] ?? { axis: undefined, at: t === 'center' ? 0.5 : offset(t) };
  // One value: the other is "center".
  let [first, second = read('center')] = tokens.map(read);
  if (first.at === undefined || second.at === undefined) return undefined;
  if (first.axis === 'y' || second.axis === 'x') [first, second] = [second, first];
  if (first.axis === 'y' || second.axis === 'x') return undefined;
  return { x: first.at!, y: second.at! };
}

/** Three or four values: edge keywords, each optionally followed by its offset from that edge ("right 10% bottom 20%"), or "center". */
function long(tokens: string[]): Focus | undefined {
  const out: Partial<Focus> = {};
  const centred = tokens.filter((t) => t === 'center').length;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === 'center') continue;
    const edge = EDGE[tokens[i]];
    if (!edge || out[edge.axis] !== undefined) return undefined;
    const from = offset(tokens[i + 1]);
    if (from !== undefined) i++;
    out[edge.axis] = Math.abs(edge.at - (from ?? 0));
  }
  if (Object.keys(out).length + centred !== 2) return undefined;
  return { x: out.x ?? 0.5, y: out.y ?? 0.5 };
}

export function focusOf(position: string | undefined): Focus {
  const tokens = (position ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!tokens.length || tokens.length > 4) return CENTRE;
  return (tokens.length <= 2 ? short(tokens) : long(tokens)) ?? CENTRE;
}
