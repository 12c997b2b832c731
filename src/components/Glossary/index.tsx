import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SiteLocale } from '@site/config/locales';
import { glossarySections, glossaryTerms } from '@site/src/data/glossary';

/** The two kinds of markup a definition may hold: a code span and a site link. */
const markup = /(`[^`]+`|\[[^\]]+\]\([^)\s]+\))/;

function Rich({ text }: { text: string }): ReactNode {
  return text.split(markup).map((part, index) => {
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      return (
        <Link key={index} to={link[2]}>
          {link[1]}
        </Link>
      );
    }
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) {
      return <code key={index}>{part.slice(1, -1)}</code>;
    }
    return part;
  });
}

/** The glossary of src/data/glossary.ts in the page's locale: a section per heading, a term each. */
export default function Glossary(): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale as SiteLocale;
  return glossarySections.map((section) => (
    <section key={section.id}>
      <Heading as="h2" id={section.id}>
        {section.title[locale]}
      </Heading>
      {glossaryTerms
        .filter((term) => term.section === section.id)
        .map((term) => (
          <div key={term.id}>
            <Heading as="h3" id={term.id}>
              {term.heading[locale]}
            </Heading>
            <p>
              <Rich text={term.definition[locale]} />
            </p>
            {term.source && (
              <p>
                <small>
                  <Translate
                    id="glossary.source"
                    description="Before the source of a glossary entry's dated facts">
                    Nguồn:
                  </Translate>{' '}
                  {term.source[locale]}
                </small>
              </p>
            )}
          </div>
        ))}
    </section>
  ));
}
