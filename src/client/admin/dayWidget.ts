/**
 * The CMS's date field: a calendar day written YYYY-MM-DD, as content holds
 * it, and a Today button that gives today in the company's time zone, never
 * the editor's own (Decap's date widget fills "Now" from the browser's clock,
 * which writes tomorrow's date in a New York evening when the browser runs on
 * UTC). Built with the React the CMS bundle carries (window.h, createClass).
 */
import { dayIn } from '../../lib/today.ts';

type H = (tag: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
interface WidgetProps {
  value?: string;
  onChange: (v: string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

export function dayWidget(h: H, createClass: (spec: Record<string, unknown>) => unknown, timeZone: string) {
  return createClass({
    render(this: { props: WidgetProps }) {
      const p = this.props;
      return h(
        'div',
        { className: p.classNameWrapper },
        h('input', {
          id: p.forID,
          type: 'date',
          value: p.value ?? '',
          onChange: (e: { target: { value: string } }) => p.onChange(e.target.value),
          onFocus: p.setActiveStyle,
          onBlur: p.setInactiveStyle,
        }),
        ' ',
        h(
          'button',
          { type: 'button', onClick: () => p.onChange(dayIn(timeZone)) },
          `Today (${timeZone.replace(/^.*\//, '').replace(/_/g, ' ')})`,
        ),
      );
    },
  });
}
