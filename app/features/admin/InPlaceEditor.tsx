import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * An editor opened where its question was listed: brought to the top of the screen, and its
 * title ("Editing question 7") focused, so the change is seen and heard where Edit was chosen.
 */
export function InPlaceEditor({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    section.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="in-place-editor" aria-labelledby={id} ref={section}>
      <h3 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}
