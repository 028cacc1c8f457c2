// The products module's public verbs: what other modules import from it (docs/server-code.md).

export { getProductItem, lockProduct } from './repository';
export { applyStockMove, type StockMove } from './stock-moves';
