import type { ReactNode } from 'react';

/** A part of a screen under its own heading (h2), which names it for assistive technology. */
export function TitledSection({
  id,
  title,
  className = 'flex flex-col gap-1',
  children,
  ...data
}: {
  /** The heading's id: unique on the page. */
  readonly id: string;
  readonly title: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
  readonly [data: `data-${string}`]: string | boolean | undefined;
}) {
  return (
    <section aria-labelledby={id} className={className} {...data}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
