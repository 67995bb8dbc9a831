/** The body of the /tours expectations section, which TourExpectations imports lazily. */

/** A point of the section; its icon is SVG markup made by the build (the island never loads the icon set). */
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
