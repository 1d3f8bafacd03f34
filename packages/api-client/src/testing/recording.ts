import { createClient } from '../client';

/**
 * A client signed in at `url` (a test server's `/api`) that records every request it sends, as
 * `METHOD /path?query`: what the contract tests compare against the specs. Not shipped.
 */
export async function recording(url: string, email: string, extensions: 'auto' | 'off' = 'auto') {
  const token = (
    await createClient({ baseUrl: url }).auth.login({ email, password: 'review-demo' })
  ).accessToken;
  const sent: string[] = [];
  const client = createClient({
    baseUrl: url,
    getToken: () => token,
    extensions,
    fetch: (input, init) => {
      const request = new Request(input, init);
      const { pathname, search } = new URL(request.url);
      sent.push(`${request.method} ${pathname.replace(/^\/api/, '')}${decodeURIComponent(search)}`);
      return fetch(request);
    },
  });
  return { client, sent };
}
