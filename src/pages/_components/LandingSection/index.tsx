import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** Names the heading's id, `{name}-title`: the section is the region this heading labels. */
  name: string;
  title: ReactNode;
  /** The section's spacing and background, and its heading's size (`.section h2`). */
  className: string | undefined;
  children: ReactNode;
}

/** A section of the landing page: a region named by its h2, laid out in Infima's container. */
export default function LandingSection({
  name,
  title,
  className,
  children,
}: LandingSectionProps): ReactNode {
  const headingId = `${name}-title`;
  return (
    <section className={className} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
