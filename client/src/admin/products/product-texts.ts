/** What the products page says when a call fails or a save succeeds. */
export const PRODUCT_TEXTS = {
  fetchFailed: 'Failed to fetch products',
  saveFailed: 'Failed to save product',
  deleteFailed: 'Failed to delete product',
  populateFailed: 'Failed to populate edit form',
  lookupsFailed: 'Failed to fetch metal types, carats, subcategories, colours, sizes and currencies',
  added: 'Product added',
  updated: 'Product updated',
};
