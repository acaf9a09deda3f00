/** Counters as SVG, drawn by the one definition the print exports share (src/publish/counterSvg.ts). */
export { counterPreview, counterSheet, counterSvg, unitColours } from '../../publish/counterSvg';
