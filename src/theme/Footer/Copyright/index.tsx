// Swizzle (wrap): the legal-entity line comes from config/site.ts (env-overridable), so it cannot
// live in the translated copyright string of footer.json; it goes right under it.
import type { ReactNode } from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type { Props } from '@theme/Footer/Copyright';
import LegalEntityLine from '@site/src/components/LegalEntity';

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <LegalEntityLine />
    </>
  );
}
