/**
 * One figure of src/data/facts.ts inside prose, e.g. `<Fact id="znsPerMessage" />`: pages never
 * type a fee, price, quota or window by hand (tests/unit/facts.test.ts), so a change is made once.
 */
import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { FactId } from '@site/src/data/facts';
import { formatFact } from '@site/src/lib/facts';

export default function Fact({ id }: { id: FactId }): ReactNode {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return <span data-fact={id}>{formatFact(id, locale)}</span>;
}
