// The inventory module's public verbs: what other modules import from it (docs/server-code.md).

export { applyStockMove } from './moves';
