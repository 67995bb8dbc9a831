/**
 * Fills a label's slots: `{tour}`, `{page}` and the like name values only the
 * page knows (content/labels.json declares which label holds which; the
 * loader has already filled every fact token). A name not given stays as written.
 */
export function fillSlots(label: string, values: Readonly<Record<string, string | number>>): string {
  return label.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
