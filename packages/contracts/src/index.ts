// @shop/contracts: one source for each fact the client and the server both depend on (docs/architecture.md#shared-contracts).
export * from './cookies';
export * from './account-rules';
export * from './contact-rules';
export * from './delivery-rules';
export * from './money';
export * from './pricing';
export * from './identity';
export * from './routes';
