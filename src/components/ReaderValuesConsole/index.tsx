/**
 * Gives the request console the reader's values while it is open. The theme reads them from its
 * sessionStorage keys when an operation page mounts (src/lib/readerValues.ts writes them); values
 * saved on this page afterwards reach its store through the theme's own actions.
 */
import { useEffect, type ReactNode } from 'react';
import { useTypedDispatch } from '@theme/ApiItem/hooks';
import { setAuthData } from '@theme/ApiExplorer/Authorization/slice';
import { setServer, setServerVariable } from '@theme/ApiExplorer/Server/slice';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import { consoleAuthKey, editableServerUrl, useReaderValues } from '@site/src/lib/readerValues';

export default function ReaderValuesConsole(): ReactNode {
  const dispatch = useTypedDispatch();
  const { accessToken, baseUrl } = useReaderValues();
  const productionUrl = useSiteSettings().apiBaseUrl;

  useEffect(() => {
    if (accessToken === '') return;
    dispatch(setAuthData({ scheme: consoleAuthKey, key: 'apiKey', value: accessToken }));
  }, [dispatch, accessToken]);

  useEffect(() => {
    if (baseUrl === '') return;
    if (baseUrl === productionUrl) {
      dispatch(setServer(JSON.stringify({ url: productionUrl })));
      return;
    }
    dispatch(setServer(JSON.stringify({ url: editableServerUrl })));
    dispatch(setServerVariable(JSON.stringify({ key: 'base_url', value: baseUrl })));
  }, [dispatch, baseUrl, productionUrl]);

  return null;
}
