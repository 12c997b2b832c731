// Swizzle (wrap): with its access-token field empty the theme sends the placeholder
// `<access_token>`, which an API answers "invalid token"; the console sends no token instead, and
// gets the "missing token" answer the reader caused. Code snippets (masked values) keep it.
import buildPostmanRequest, {
  type BuildOptions,
  type PostmanRequest,
} from '@theme-original/ApiExplorer/buildPostmanRequest';

export default function buildRequestWithoutEmptyKeys(
  postman: unknown,
  options: BuildOptions,
): PostmanRequest {
  const request = buildPostmanRequest(postman, options);
  const { auth } = options;
  const schemes = auth.selected === undefined ? [] : (auth.options?.[auth.selected] ?? []);
  for (const scheme of schemes) {
    const value = auth.data[scheme.key]?.apiKey;
    if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name && !value) {
      request.removeHeader(scheme.name);
    }
  }
  return request;
}
