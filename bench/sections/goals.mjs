// The closing summary: each speed goal as a ratio against its yardstick from this run, with a pass/MISS
// mark (bench/runner/goals.mjs). It measures nothing itself; the other sections' figures feed it.
import { goalLines } from '../runner/goals.mjs';

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'goals', report: (results) => ['', ...goalLines(results)] };
