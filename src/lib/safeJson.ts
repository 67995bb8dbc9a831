/**
 * Guards for data that crosses from the build into the page (island props, JSON-LD): JSON.stringify silently drops or
 * mangles many values, and a hydrated island would then differ from its server render; failing the build is kinder.
 */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function describeInstance(value: object): string {
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== '' ? `a ${name} instance` : 'a non-plain object';
}

/**
 * Throws `${label}: ${path} is ...` for the first value a JSON round trip would change (`root` names the top of the
 * path). A property that is `undefined` is allowed: JSON omits it, and it reads back as undefined anyway.
 */
export function assertJsonSerialisable(value: unknown, label: string, root = 'props'): void {
  const ancestors = new Set<object>();

  const fail = (path: string, problem: string): never => {
    throw new Error(`${label}: ${path} ${problem}`);
  };

  const visit = (current: unknown, path: string, inArray: boolean): void => {
    switch (typeof current) {
      case 'string':
      case 'boolean':
        return;
      case 'number':
        if (!Number.isFinite(current)) fail(path, `is ${String(current)}, which JSON would turn into null`);
        return;
      case 'undefined':
        if (inArray) fail(path, 'is undefined inside an array, which JSON would turn into null');
        if (path === root) fail(path, 'is undefined, which JSON cannot represent');
        return;
      case 'function':
      case 'symbol':
        fail(path, `is a ${typeof current}, which cannot be sent to the browser`);
        return;
      case 'bigint':
        fail(path, 'is a bigint, which JSON cannot represent; pass it as a string or number');
        return;
      case 'object':
        break;
    }

    if (current === null) return;
    const obj = current as object;

    if (ancestors.has(obj)) fail(path, 'is a circular reference');

    if (obj instanceof Date)
      fail(path, 'is a Date; it must be a string (e.g. date.toISOString()) to reach the browser unchanged');

    if (Array.isArray(obj)) {
      ancestors.add(obj);
      // Index loop, not forEach, so holes in sparse arrays are visited (as undefined).
      for (let i = 0; i < obj.length; i += 1) visit(obj[i], childPath(path, i), true);
      ancestors.delete(obj);
      return;
    }

    if (!isPlainObject(obj))
      fail(path, `is ${describeInstance(obj)}; only plain objects and arrays can be sent to the browser`);

    if (Object.getOwnPropertySymbols(obj).some((s) => Object.prototype.propertyIsEnumerable.call(obj, s)))
      fail(path, 'has a symbol key, which JSON would drop');

    ancestors.add(obj);
    for (const [key, child] of Object.entries(obj)) visit(child, childPath(path, key), false);
    // Removed on the way out: the same object reached twice by different
    // paths is fine (JSON copies it), only a path back to itself is a cycle.
    ancestors.delete(obj);
  };

  visit(value, root, false);
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for inline `<script>` blocks: `<` stops `</script>` and `<!--` ending or changing it, U+2028/U+2029 broke older
 * parsers. They occur only inside JSON strings, where the \u escapes decode to the same text.
 */
export function serialiseForScript(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('serialiseForScript: value has no JSON representation');
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE_IN_SCRIPT[ch]!);
}
