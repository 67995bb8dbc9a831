import { mainNav, isCurrent } from './nav.ts';
import { NavLink } from './NavLink.tsx';
import { useContent, useRender } from '../contract/render.ts';
import { Picture } from '../components/Picture.tsx';
import { Styles } from '../contract/Styles.tsx';

/** Sticky header; without script the Tours list opens with CSS and the small-screen menu is a plain list. */
export function Header() {
  const { path } = useRender();
  const content = useContent();
  const { site, menus } = content;
  const button = menus.header.button;
  return (
    <header className="site-header" data-header>
      <Styles of={import.meta.url} />
      <div className="header-inner container">
        <a className="brand" href="/" aria-label={`${site.name}, home`}>
          <Picture src={site.logo.mark} alt="" sizes="48px" lowPriority className="brand-mark" />
          <span className="brand-name">{site.name}</span>
        </a>
        <button type="button" className="nav-toggle" aria-expanded="false" aria-controls="site-nav" data-nav-toggle>
          <span className="nav-toggle-bars" aria-hidden="true" />
          <span className="nav-toggle-label">{menus.header.menuLabel}</span>
        </button>
        <nav id="site-nav" className="site-nav" aria-label="Main">
          <ul className="nav-list">
            {mainNav(content).map((item) =>
              item.children ? (
                <li key={item.href} className="nav-item has-sub" data-dropdown>
                  <NavLink item={item} className="nav-link" current={path === item.href} />
                  <button
                    type="button"
                    className="sub-toggle"
                    aria-expanded="false"
                    aria-controls="tours-menu"
                    data-dropdown-toggle
                  >
                    <span className="visually-hidden">{item.label} pages</span>
                  </button>
                  <ul id="tours-menu" className="sub-list">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <NavLink item={child} className="sub-link" current={isCurrent(child, path)} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href} className="nav-item">
                  <NavLink item={item} className="nav-link" current={isCurrent(item, path)} />
                </li>
              ),
            )}
            <li className="nav-item nav-cta">
              <a
                href={button.href}
                className="btn btn-primary"
                aria-current={path === button.href ? 'page' : undefined}
              >
                {button.label}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
