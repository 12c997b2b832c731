/**
 * The API's releases in prose (src/data/apiReleases.ts): `<ApiReleaseDate version="1.1" />` for the
 * day a release took effect, `<ApiVersion />` for the current version, so no page types either.
 */
import type { ReactNode } from 'react';
import CalendarDate from '@site/src/components/CalendarDate';
import { apiReleases, type ApiReleaseVersion } from '@site/src/data/apiReleases';

export function ApiReleaseDate({ version }: { version: ApiReleaseVersion }): ReactNode {
  const release = apiReleases.find((entry) => entry.version === version);
  if (release === undefined) throw new Error(`src/data/apiReleases.ts has no release ${version}`);
  return <CalendarDate date={release.date} />;
}

export function ApiVersion(): ReactNode {
  return apiReleases[apiReleases.length - 1]?.version;
}
