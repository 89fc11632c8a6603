// node --test bench/runner/scale-ratios.test.mjs: each line's share of the public master page per scale.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scaleRatioLines } from '../sections/scale-ratios.mjs';

const at = (scale, page, list, listAvg) => ({
  scale,
  endpoints: {
    'public-master': { status: 200, rps: page, avg: 5 },
    'clients list': { status: 200, rps: list, avg: listAvg },
  },
});

test('a line per endpoint: its ratio at every scale and its growth from the smallest to the largest', () => {
  const lines = scaleRatioLines({ scales: [at(0.1, 1000, 500, 2), at(1, 1000, 300, 4), at(10, 800, 80, 10)] });
  assert.match(lines[1], /@0\.1→@10/);
  const row = lines.find((l) => l.startsWith('clients list'));
  assert.deepEqual(row.split(/\s{2,}/).filter(Boolean), ['clients list', '0.5', '0.3', '0.1', '5x']);
});

test('nothing with one scale', () => {
  assert.deepEqual(scaleRatioLines({ scales: [at(1, 1000, 300, 4)] }), []);
});
