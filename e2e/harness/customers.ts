import { randomBytes } from 'node:crypto';
import type { Journey } from './shop';

/**
 * A new rupee account for one journey and viewport (a fresh e-mail and Indian mobile number), signed in as after the
 * login form, with one priced piece of the newest arrivals in its cart. Answers the session and the e-mail.
 */
export async function customerWithCart(j: Journey, who: { label: string; firstName: string; lastName: string; password: string }) {
  const { storeCurrencies } = await j.api.gql<{ storeCurrencies: { id: number; code: string }[] }>('{ storeCurrencies { id code } }');
  const currencyId = storeCurrencies.find((currency) => currency.code === 'INR')!.id;
  const email = `${who.label}-${randomBytes(5).toString('hex')}@example.com`;
  const phone = `+91${String(6_000_000_000 + (randomBytes(4).readUInt32BE() % 3_999_999_999))}`;
  const data = await j.api.gql(`mutation ($input: SignupInput!) { signup(input: $input) { __typename ... on ErrorResult { message } } }`, {
    input: { firstName: who.firstName, lastName: who.lastName, email, phone, password: who.password, currencyId },
  });
  if (data.signup.__typename !== 'SignupSuccess') throw new Error(`signup failed: ${JSON.stringify(data.signup)}`);
  const session = await j.signIn(email, who.password);
  const [piece] = (await j.api.newArrivals(24, 'INR')).filter((product) => product.price);
  await j.api.addToCart(session.token, piece.id, piece.price!.productCaratId, 1);
  return { ...session, email };
}
