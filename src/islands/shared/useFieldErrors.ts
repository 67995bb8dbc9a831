/**
 * A form's field errors: all shown on submit, focus on the first invalid field once its message is in the page (so a
 * screen reader reads them together), each cleared when its field changes.
 */
import { useEffect, useState, type FormEvent, type RefObject } from 'react';

export type FieldErrors = Partial<Record<string, string>>;

export function useFieldErrors(formRef: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  /** A new object for every request, so the same field is focused again on a second failed submit. */
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const el = formRef.current?.elements.namedItem(focusRequest.field);
    if (el instanceof HTMLElement) el.focus();
  }, [focusRequest, formRef]);

  /** Shows `found` in place of the earlier errors; false (and focus on the first invalid field, or `first`) when there are any. */
  const check = (found: FieldErrors, first = Object.keys(found)[0]): boolean => {
    setErrors(found);
    if (first === undefined) return true;
    setFocusRequest({ field: first });
    return false;
  };

  /** For the form's onChange: the changed field's message goes, the others stay. */
  const clearChanged = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as EventTarget & { name?: string }).name ?? '';
    if (!errors[name]) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const clear = () => setErrors({});

  return { errors, check, clearChanged, clear };
}
