/**
 * 'Скачать PNG': a chart's SVG drawn on a canvas and saved as PNG, all in the browser. The chart's
 * colours and fonts come from class styles, which an SVG drawn as an image does not see, so the
 * computed styles that paint are copied onto a clone first.
 */
const PAINT = ['fill', 'stroke', 'stroke-width', 'opacity', 'font-family', 'font-size', 'font-weight'];

function inlineStyles(source: Element, target: Element): void {
  const computed = window.getComputedStyle(source);
  const style = PAINT.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';');
  target.setAttribute('style', `${target.getAttribute('style') ?? ''};${style}`);
  [...source.children].forEach((child, i) => {
    const copy = target.children.item(i);
    if (copy) inlineStyles(child, copy);
  });
}

/** The SVG as a standalone document (styles inlined, a white background, sizes set). */
export function svgDocument(svg: SVGSVGElement): { text: string; width: number; height: number } {
  const box = svg.getBoundingClientRect();
  const width = Math.ceil(box.width) || Number(svg.getAttribute('width')) || 600;
  const height = Math.ceil(box.height) || Number(svg.getAttribute('height')) || 400;
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, clone);
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', '#ffffff');
  clone.insertBefore(background, clone.firstChild);
  return { text: new XMLSerializer().serializeToString(clone), width, height };
}

const LINE = 20;

/**
 * Draws the chart's SVG (the biggest one in `container`) on a canvas, with `caption` lines under
 * it (the legend, which the library draws outside the SVG): a PNG Blob at 2× scale.
 */
export async function chartPng(container: HTMLElement, caption: string[] = [], scale = 2): Promise<Blob> {
  const svgs = [...container.querySelectorAll('svg')];
  const svg = svgs.sort((a, b) => area(b) - area(a))[0];
  if (!svg) throw new Error('Нет диаграммы для выгрузки');
  const { text, width, height } = svgDocument(svg);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.width = width;
    image.height = height;
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('Диаграмму не удалось нарисовать'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    const font = '14px "Segoe UI", system-ui, sans-serif';
    const measuring = canvas.getContext('2d');
    if (!measuring) throw new Error('Диаграмму не удалось нарисовать');
    measuring.font = font;
    const textWidth = Math.max(
      0,
      ...caption.map((line) => Math.ceil(measuring.measureText(line).width) + 24),
    );
    const fullWidth = Math.max(width, textWidth);
    const total = height + (caption.length ? caption.length * LINE + LINE : 0);
    canvas.width = fullWidth * scale;
    canvas.height = total * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Диаграмму не удалось нарисовать');
    context.scale(scale, scale);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, fullWidth, total);
    context.drawImage(image, (fullWidth - width) / 2, 0, width, height);
    context.fillStyle = '#242424';
    context.font = font;
    caption.forEach((line, i) => context.fillText(line, 12, height + LINE * (i + 1)));
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG не получился'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

function area(svg: SVGSVGElement): number {
  const box = svg.getBoundingClientRect();
  return box.width * box.height;
}
