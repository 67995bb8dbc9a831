/** Fills a label's slots (`{tour}`, `{page}`: values only the page knows); a name not given stays as written. */
export function fillSlots(label: string, values: Readonly<Record<string, string | number>>): string {
  return label.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
