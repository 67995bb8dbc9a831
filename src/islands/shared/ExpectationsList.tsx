/**
 * The body of the /tours "What to Expect" section. It lives in its own
 * module so TourExpectations can import it lazily (the section is
 * loaded lazily, showing loading text meanwhile); esbuild splits it into a
 * separate chunk that is fetched only when the section comes near view.
 */
/** A point of the section; its icon arrives as SVG markup made by the build (the island never loads the icon set). */
export interface ExpectationItem {
  title: string;
  description: string;
  iconHtml: string;
}

export function ExpectationsList({ items }: { items: ExpectationItem[] }) {
  return (
    <ul className="grid grid-4 expect-list">
      {items.map((item) => (
        <li key={item.title} className="card expect-item">
          <span className="expect-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: item.iconHtml }} />
          <h3 className="expect-title">{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
