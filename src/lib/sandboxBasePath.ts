/** Where the in-browser sandbox answers, on the site's own origin (a Service Worker serves it). */
export const sandboxBasePath = '/sandbox/v1';
