import type { ReactNode } from 'react';
import { Island } from '../contract/Island.tsx';
import { useContent } from '../contract/render.ts';
import CalendarEmbed from '../islands/CalendarEmbed.tsx';
import { HeadedSection } from './Section.tsx';

interface CalendarSectionProps {
  heading: string;
  /** Accessible name of the calendar frame. */
  frameTitle: string;
  /** A tour's calendar; omit for all tours (or, on /booking, the one ?itemId= names). */
  itemId?: number;
  itemFromQuery?: boolean;
  /** Copy above the calendar. */
  children?: ReactNode;
}

/** The #book-now section, target of every "Check Availability & Book" and of the booking bar: the calendar island. */
export function CalendarSection({ heading, frameTitle, itemId, itemFromQuery, children }: CalendarSectionProps) {
  const { fareharbor } = useContent().site;
  const props = { shortname: fareharbor.shortname, flow: fareharbor.flow, itemId, itemFromQuery, title: frameTitle };
  return (
    <HeadedSection id="book-now" className="calendar-section" heading={heading}>
      {children}
      <Island component={CalendarEmbed} props={props} hydrate="visible" />
    </HeadedSection>
  );
}
