import { describe, expect, it } from '@jest/globals';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { RATE_LIMITED_FALLBACK, rateLimitedMessage } from './rate-limited';

// What a form's catch receives when the shop answers 429, through Apollo's real HTTP link: the server's
// message, never "Network error" or "Received status code 429".

const REFUSED = 'Too many attempts. Please try again in 14 minutes.';
const LOGIN = gql`
  mutation AccountLogin {
    login(input: { email: "a@example.com", password: "wrong" }) {
      __typename
    }
  }
`;
const rateLimitedBody = {
  errors: [{ message: REFUSED, path: ['login'], extensions: { code: 'RATE_LIMITED', retryAfter: 840 } }],
  data: null,
};

/** Sends the mutation to a fake server answering `status` with `body` as `contentType`; resolves with what the form would catch. */
async function caughtError(status: number, contentType: string, body: string): Promise<unknown> {
  const fetchStub: typeof fetch = () => Promise.resolve(new Response(body, { status, headers: { 'content-type': contentType } }));
  const client = new ApolloClient({
    link: new HttpLink({ uri: 'http://shop.test/graphql', fetch: fetchStub }),
    cache: new InMemoryCache(),
  });
  try {
    await client.mutate({ mutation: LOGIN });
  } catch (error) {
    return error;
  }
  throw new Error('the mutation did not fail');
}

describe('rateLimitedMessage', () => {
  it("shows the server's message of a 429 answered as application/graphql-response+json (Apollo Server's answer to Apollo Client)", async () => {
    const error = await caughtError(429, 'application/graphql-response+json; charset=utf-8', JSON.stringify(rateLimitedBody));
    expect(rateLimitedMessage(error)).toBe(REFUSED);
  });

  it("shows the server's message of a 429 answered as plain application/json", async () => {
    const error = await caughtError(429, 'application/json; charset=utf-8', JSON.stringify(rateLimitedBody));
    expect(rateLimitedMessage(error)).toBe(REFUSED);
  });

  it('shows a generic "too many attempts" for a 429 without a GraphQL body (a proxy in front of the shop)', async () => {
    const error = await caughtError(429, 'text/html', '<html>Too Many Requests</html>');
    expect(rateLimitedMessage(error)).toBe(RATE_LIMITED_FALLBACK);
  });

  it('leaves every other failure to the form (null)', async () => {
    const otherError = { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null };
    expect(rateLimitedMessage(await caughtError(500, 'application/json', JSON.stringify(otherError)))).toBeNull();
    expect(rateLimitedMessage(await caughtError(200, 'application/json', JSON.stringify(otherError)))).toBeNull();
    expect(rateLimitedMessage(new Error('Failed to fetch'))).toBeNull();
  });
});
