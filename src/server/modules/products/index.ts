// The products module's public verbs: what other modules import from it (docs/server-code.md).

export { applyStockMove, getProductItem, lockProduct, type StockMove } from './repository';
