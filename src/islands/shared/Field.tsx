/** A form field: label (required mark, or the word for optional), hint, control and error tied; uncontrolled. */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

export interface FieldProps {
  /** The control's element id; the hint's and the error's ids are made from it. */
  id: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Shown after the label of a field that is not required, e.g. "(optional)" (the form's labels). */
  optional?: string;
  hint?: ReactNode;
  /** The message shown under the control while the value is wrong. */
  error?: string;
  /** Another element on the page that describes the control (the waiver text beside its checkbox). */
  describedBy?: string;
  /** What the visitor fills in: a one-line input (the default), a text area, or a checkbox. */
  kind?: 'input' | 'textarea' | 'checkbox';
  /** The control's own attributes: type, autoComplete, rows, disabled… */
  control?: InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
  className?: string;
}

export function Field(props: FieldProps) {
  const { id, name, label, required, optional, hint, error, describedBy, kind = 'input', control, className } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    required: required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    ...control,
  };
  const labelElement = (
    <label htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : optional && ` ${optional}`}
    </label>
  );
  const classes = ['field', kind === 'checkbox' && 'field-check', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {kind === 'checkbox' ? (
        <>
          <input type="checkbox" {...shared} />
          {labelElement}
        </>
      ) : (
        <>
          {labelElement}
          {hint && (
            <p id={hintId} className="field-hint">
              {hint}
            </p>
          )}
          {kind === 'textarea' ? <textarea {...shared} /> : <input {...shared} />}
        </>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The honeypot: off-screen and out of the tab order, filled only by bots (the form drops it silently). */
export function Honeypot({ id, name }: { id: string; name: string }) {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
