import { iconSvg } from '../content/schema/icons.ts';

/** The SVG of an icon as a string (islands get it in their props: they never load the icon set). */
export function iconHtml(name: string, className = 'icon'): string {
  const icon = iconSvg(name);
  if (!icon) throw new Error(`Unknown icon "${name}" (the content schema checks icon names)`);
  return `<svg class="${className}" viewBox="0 0 ${icon.width} ${icon.height}" aria-hidden="true" focusable="false">${icon.body}</svg>`;
}

/**
 * A decorative icon, inlined: hidden from assistive technology, since the
 * text beside it names the thing (the same as the emoji it replaces did).
 */
export function Icon({ name, className }: { name: string; className?: string }) {
  const icon = iconSvg(name);
  if (!icon) throw new Error(`Unknown icon "${name}" (the content schema checks icon names)`);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox={`0 0 ${icon.width} ${icon.height}`}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
