/**
 * A bar chart as an SVG string, drawn by hand (no library): the digest's picture and the PDF report's
 * revenue by day come from the same bars. Labels are plain text in the given font family.
 */
export interface Bar {
  label: string;
  value: number;
}

export interface BarChartOptions {
  width: number;
  height: number;
  title: string;
  fontFamily: string;
  /** How a value is written above its bar (e.g. '12 300'). */
  format: (value: number) => string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Geometry of the bars in a box: where each bar stands and how tall it is (shared by the SVG and the PDF). */
export function barLayout(
  bars: Bar[],
  box: { x: number; y: number; width: number; height: number },
): { x: number; y: number; width: number; height: number }[] {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = box.width / Math.max(1, bars.length);
  const barWidth = Math.max(1, slot * 0.7);
  return bars.map((b, i) => {
    const height = (Math.max(0, b.value) / max) * box.height;
    return { x: box.x + i * slot + (slot - barWidth) / 2, y: box.y + box.height - height, width: barWidth, height };
  });
}

export function barChartSvg(bars: Bar[], o: BarChartOptions): string {
  const top = 56;
  const bottom = 40;
  const plot = { x: 24, y: top + 20, width: o.width - 48, height: o.height - top - 20 - bottom };
  const rects = barLayout(bars, plot);
  const font = `font-family="${escapeXml(o.fontFamily)}"`;
  const small = Math.max(10, Math.min(16, Math.floor(plot.width / Math.max(1, bars.length) / 5)));
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="24" y="36" ${font} font-size="22" font-weight="bold" fill="#222222">${escapeXml(o.title)}</text>`,
    `<line x1="${plot.x}" y1="${plot.y + plot.height}" x2="${plot.x + plot.width}" y2="${plot.y + plot.height}" stroke="#cccccc"/>`,
  ];
  rects.forEach((r, i) => {
    const cx = r.x + r.width / 2;
    parts.push(
      `<rect x="${r.x.toFixed(1)}" y="${r.y.toFixed(1)}" width="${r.width.toFixed(1)}" height="${r.height.toFixed(1)}" rx="4" fill="#2481cc"/>`,
      `<text x="${cx.toFixed(1)}" y="${(r.y - 6).toFixed(1)}" ${font} font-size="${small}" text-anchor="middle" fill="#333333">${escapeXml(o.format(bars[i].value))}</text>`,
      `<text x="${cx.toFixed(1)}" y="${(plot.y + plot.height + 24).toFixed(1)}" ${font} font-size="${small}" text-anchor="middle" fill="#555555">${escapeXml(bars[i].label)}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('');
}
