// Swizzle (wrap): under the theme's response panel, the answer's request id, rate limit and
// replay headers (src/components/RequestConsole/ResponseHeaders).
import type { ReactNode } from 'react';
import Response, { type Props } from '@theme-original/ApiExplorer/Response';
import ResponseHeaders from '@site/src/components/RequestConsole/ResponseHeaders';

export default function ResponseWrapper(props: Props): ReactNode {
  return (
    <>
      <Response {...props} />
      <ResponseHeaders />
    </>
  );
}
