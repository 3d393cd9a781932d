export const id = 6288;
export const ids = [6288];
export const modules = {

/***/ 66288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PREVIEW_FORMATS: () => (/* reexport */ PREVIEW_FORMATS),
  parsePageSelection: () => (/* reexport */ parsePageSelection),
  renderPreviews: () => (/* binding */ renderPreviews),
  sideBySide: () => (/* binding */ sideBySide)
});

// UNUSED EXPORTS: DEFAULT_OVERLAY_COLOURS, MAX_PREVIEW_SIDE, encodeBmp, renderChangeOverlays

// EXTERNAL MODULE: ./src/engine/crypto/ooxml.ts
var ooxml = __webpack_require__(4497);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/registry.ts
var registry = __webpack_require__(37946);
// EXTERNAL MODULE: ./src/engine/index.ts + 1 modules
var engine = __webpack_require__(18164);
// EXTERNAL MODULE: ./src/engine/layout/flow.ts
var flow = __webpack_require__(20569);
// EXTERNAL MODULE: ./src/engine/preview/native.ts
var preview_native = __webpack_require__(73594);
;// CONCATENATED MODULE: ./src/engine/preview/pages.ts

/** Largest side of a preview image in pixels; larger asks are a mistake or an attack. */
const MAX_PREVIEW_SIDE = 10_000;
/**
 * Parses a page selection such as `1,3-5` into sorted, distinct 1-based page numbers.
 * Shared by the CLI flag and the API's PageNumbers so both reject the same inputs alike.
 */
function parsePageSelection(text) {
    const pages = new Set();
    const trimmed = text.trim();
    if (!trimmed)
        throw new errors/* InvalidOptionsError */.cb(`page selection '${text}' is empty; expected e.g. 1,3-5`);
    for (const part of trimmed.split(',')) {
        const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
        if (!match)
            throw new errors/* InvalidOptionsError */.cb(`page selection '${text}' is not valid at '${part.trim()}'; expected e.g. 1,3-5`);
        const first = Number(match[1]);
        const last = match[2] === undefined ? first : Number(match[2]);
        if (first < 1)
            throw new errors/* InvalidOptionsError */.cb(`page selection '${text}': pages start at 1`);
        if (last < first)
            throw new errors/* InvalidOptionsError */.cb(`page selection '${text}': range ${first}-${last} runs backwards`);
        if (last - first > 100_000)
            throw new errors/* InvalidOptionsError */.cb(`page selection '${text}': range ${first}-${last} is too long`);
        for (let page = first; page <= last; page++)
            pages.add(page);
    }
    return [...pages].sort((a, b) => a - b);
}
/**
 * The pages to render out of `pageCount`: all when none are asked for; asking for a page the
 * document does not have is an error that says how many it has.
 */
function choosePages(asked, pageCount, lenient = false) {
    if (!asked || asked.length === 0)
        return Array.from({ length: pageCount }, (_, i) => i + 1);
    if (lenient)
        return [...new Set(asked)].filter((p) => Number.isInteger(p) && p >= 1 && p <= pageCount).sort((a, b) => a - b);
    const beyond = asked.filter((p) => !Number.isInteger(p) || p < 1 || p > pageCount);
    if (beyond.length) {
        throw new errors/* InvalidOptionsError */.cb(`page${beyond.length > 1 ? 's' : ''} ${beyond.join(', ')} ${beyond.length > 1 ? 'are' : 'is'} not in the document, which has ${pageCount} page${pageCount === 1 ? '' : 's'}`);
    }
    return [...new Set(asked)].sort((a, b) => a - b);
}
/**
 * Pixel size of a page `pointWidth` × `pointHeight` (or pixels, for images). Width or height
 * alone keeps the aspect ratio; both fit the page inside that box, keeping the aspect ratio;
 * neither uses `defaultScale`.
 */
function pixelSize(pointWidth, pointHeight, asked, defaultScale) {
    for (const [name, value] of [['width', asked.width], ['height', asked.height]]) {
        if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > MAX_PREVIEW_SIDE)) {
            throw new errors/* InvalidOptionsError */.cb(`preview ${name} ${value} is not a whole number of pixels from 1 to ${MAX_PREVIEW_SIDE}`);
        }
    }
    let scale = defaultScale;
    if (asked.width && asked.height)
        scale = Math.min(asked.width / pointWidth, asked.height / pointHeight);
    else if (asked.width)
        scale = asked.width / pointWidth;
    else if (asked.height)
        scale = asked.height / pointHeight;
    const width = Math.min(MAX_PREVIEW_SIDE, Math.max(1, Math.round(pointWidth * scale)));
    const height = Math.min(MAX_PREVIEW_SIDE, Math.max(1, Math.round(pointHeight * scale)));
    // Exact asked sides win over rounding, so `--width 1000` gives exactly 1000 pixels.
    return { width: asked.width && !asked.height ? asked.width : width, height: asked.height && !asked.width ? asked.height : height, scale };
}

// EXTERNAL MODULE: ./src/engine/layout/metrics.ts
var metrics = __webpack_require__(61740);
;// CONCATENATED MODULE: ./src/engine/preview/svg.ts

/**
 * Text is drawn in the metric twin of the family the layout measured it with (metrics.ts); each
 * word is also placed at its own x, so a font that is a little wider cannot push text off the
 * place its ChangeInfo box names.
 */
const FONT_FAMILY = metrics/* FONT_FAMILIES */.vt.sans;
/** One laid-out page as SVG: `viewBox` in points, `width`/`height` in pixels. */
function pageToSvg(page, pixelWidth, pixelHeight) {
    const parts = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${num(page.width)} ${num(page.height)}" preserveAspectRatio="none">`,
        `<rect x="0" y="0" width="${num(page.width)}" height="${num(page.height)}" fill="#ffffff"/>`,
    ];
    for (const item of page.items)
        parts.push(itemSvg(item));
    parts.push('</svg>');
    return parts.join('');
}
function itemSvg(item) {
    if (item.kind === 'rect') {
        const rect = `<rect x="${num(item.x)}" y="${num(item.y)}" width="${num(item.width)}" height="${num(item.height)}" fill="${item.fill ? `#${item.fill}` : 'none'}" stroke="${item.stroke ? `#${item.stroke}` : 'none'}" stroke-width="0.75"/>`;
        if (!item.label)
            return rect;
        const size = Math.max(6, Math.min(10, item.height * 0.5));
        const label = `<text x="${num(item.x + item.width / 2)}" y="${num(item.y + item.height / 2 + size * 0.35)}" font-family="${FONT_FAMILY}" font-size="${num(size)}" fill="#606060" text-anchor="middle">${escapeXml(clip(item.label, Math.floor(item.width / (size * 0.5))))}</text>`;
        return rect + label;
    }
    let highlights = '';
    const spans = item.spans
        .filter((s) => s.text.length > 0)
        .map((span) => {
        const style = span.style;
        const family = (0,metrics/* fontClass */.oh)(style.font);
        const attributes = [`x="${num(span.x)}"`, `font-size="${num(span.size)}"`];
        if (family !== 'sans')
            attributes.push(`font-family="${metrics/* FONT_FAMILIES */.vt[family]}"`);
        if (style.bold)
            attributes.push('font-weight="bold"');
        if (style.italic)
            attributes.push('font-style="italic"');
        if (style.color && /^[0-9A-Fa-f]{6}$/.test(style.color))
            attributes.push(`fill="#${style.color}"`);
        const decorations = [style.underline && style.underline !== 'none' ? 'underline' : '', style.strike ? 'line-through' : ''].filter(Boolean);
        if (decorations.length)
            attributes.push(`text-decoration="${decorations.join(' ')}"`);
        if (style.highlight) {
            const colour = /^[0-9A-Fa-f]{6}$/.test(style.highlight) ? `#${style.highlight}` : style.highlight.replace(/[^a-zA-Z]/g, '');
            highlights += `<rect x="${num(span.x)}" y="${num(item.y - span.size * 0.85)}" width="${num((0,metrics/* textWidth */.sc)(span.text, span.size, style.bold === true, family))}" height="${num(span.size * 1.1)}" fill="${colour}"/>`;
        }
        const bold = style.bold === true;
        const words = [];
        let x = span.x;
        for (const piece of span.text.match(/\s+|\S+/g) ?? []) {
            if (/\S/.test(piece))
                words.push(`<tspan ${attributes.join(' ').replace(`x="${num(span.x)}"`, `x="${num(x)}"`)}>${escapeXml(piece)}</tspan>`);
            x += (0,metrics/* textWidth */.sc)(piece, span.size, bold, family);
        }
        return words.join('');
    });
    if (spans.length === 0)
        return highlights;
    return `${highlights}<text y="${num(item.y)}" font-family="${FONT_FAMILY}" fill="#000000">${spans.join('')}</text>`;
}
function clip(text, chars) {
    return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}
function num(n) {
    return String(Math.round(n * 100) / 100);
}
function escapeXml(text) {
    // XML 1.0 forbids most control characters; a document's stray ones must not break the SVG.
    return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

;// CONCATENATED MODULE: ./src/engine/preview/builtin.ts





const DEFAULT_SCALE = 96 / 72;
/** Pages of a read document laid out by the built-in layout, as SVG. */
function documentSvgPages(document, options) {
    const layout = new flow/* DocumentLayout */.o(document);
    const pages = choosePages(options.pages, layout.pages.length, options.lenient).map((pageNumber) => {
        const page = layout.pages[pageNumber - 1];
        const size = pixelSize(page.width, page.height, options, DEFAULT_SCALE);
        return { pageNumber, svg: pageToSvg(page, size.width, size.height), width: size.width, height: size.height, pageWidth: page.width, pageHeight: page.height };
    });
    return { pageCount: layout.pages.length, pages };
}
/** The built-in renderer: layout → SVG → pixels with sharp. */
async function renderBuiltinPages(document, options) {
    const sharp = await (0,preview_native/* loadSharp */.Pq)();
    if (!sharp.module)
        throw new errors/* UnsupportedFormatError */.N$(`built-in previews are not available: ${sharp.reason}`);
    const { pageCount, pages: svgPages } = documentSvgPages(document, options);
    const pages = [];
    for (const page of svgPages) {
        const { data, info } = await sharp.module(Buffer.from(page.svg), { density: 72 })
            .resize(page.width, page.height, { fit: 'fill' })
            .flatten({ background: '#ffffff' })
            .ensureAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true });
        pages.push({ pageNumber: page.pageNumber, width: info.width, height: info.height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.length), pageWidth: page.pageWidth, pageHeight: page.pageHeight });
    }
    return { pages, pageCount };
}

;// CONCATENATED MODULE: ./src/engine/preview/image.ts



/** Decodes and resizes an image (each frame of a multi-page TIFF or GIF is a page). */
async function renderImagePages(bytes, options) {
    const sharp = await (0,preview_native/* loadSharp */.Pq)();
    if (!sharp.module)
        throw new errors/* UnsupportedFormatError */.N$(`image previews are not available: ${sharp.reason}`);
    let pageCount;
    try {
        pageCount = (await sharp.module(bytes).metadata()).pages ?? 1;
    }
    catch (error) {
        throw new errors/* CorruptDocumentError */.b6(`the image could not be decoded (${(0,errors/* errorMessage */.gJ)(error)})`);
    }
    const pages = [];
    for (const pageNumber of choosePages(options.pages, pageCount, options.lenient)) {
        const frame = sharp.module(bytes, { page: pageNumber - 1, limitInputPixels: 268_402_689 }).rotate();
        const decoded = await frame.metadata();
        // EXIF orientations 5-8 swap the sides once rotated.
        const swap = (decoded.orientation ?? 1) >= 5;
        const sourceWidth = swap ? decoded.height : decoded.width;
        const sourceHeight = swap ? decoded.width : (decoded.pageHeight ?? decoded.height);
        const size = pixelSize(sourceWidth, sourceHeight, options, 1);
        const { data, info } = await frame
            .resize(size.width, size.height, { fit: 'fill' })
            .flatten({ background: '#ffffff' })
            .ensureAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true });
        pages.push({ pageNumber, width: info.width, height: info.height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.length), pageWidth: sourceWidth, pageHeight: sourceHeight });
    }
    return { pages, pageCount };
}

// EXTERNAL MODULE: ./src/engine/preview/office.ts
var office = __webpack_require__(20873);
;// CONCATENATED MODULE: ./src/engine/preview/pdf.ts



/** pdf.js renders at 96 dpi by default: a point is 4/3 pixels. */
const pdf_DEFAULT_SCALE = 96 / 72;
/** Renders pages of a PDF with pdf.js onto @napi-rs/canvas, one page at a time. */
async function renderPdfPages(bytes, options) {
    // The canvas module first: pdf.js takes its DOMMatrix, ImageData and Path2D as it loads.
    const canvas = await (0,preview_native/* loadCanvas */.Dl)();
    const pdfjs = await (0,preview_native/* loadPdfJs */.CH)();
    if (!pdfjs.module)
        throw new errors/* UnsupportedFormatError */.N$(`PDF previews are not available: ${pdfjs.reason}`);
    if (!canvas.module)
        throw new errors/* UnsupportedFormatError */.N$(`PDF previews are not available: ${canvas.reason}`);
    const document = await openPdf(pdfjs.module, bytes, options.password, (0,preview_native/* canvasFactoryOf */.gT)(canvas.module));
    try {
        const pageNumbers = choosePages(options.pages, document.numPages, options.lenient);
        const pages = [];
        for (const pageNumber of pageNumbers) {
            const page = await document.getPage(pageNumber);
            // The viewport at scale 1 is the page as shown (rotation applied), in points.
            const base = page.getViewport({ scale: 1 });
            const size = pixelSize(base.width, base.height, options, pdf_DEFAULT_SCALE);
            const viewport = page.getViewport({ scale: size.width / base.width });
            const surface = canvas.module.createCanvas(size.width, size.height);
            const context = surface.getContext('2d');
            context.fillStyle = '#ffffff';
            context.fillRect(0, 0, size.width, size.height);
            // Fit-inside asks can round the two sides differently; stretch the last fraction of a pixel.
            const stretch = size.height / viewport.height;
            if (Math.abs(stretch - 1) > 1e-6)
                context.scale(1, stretch);
            await page.render({ canvasContext: context, viewport, canvas: surface }).promise;
            const pixels = new Uint8Array(context.getImageData(0, 0, size.width, size.height).data.buffer);
            pages.push({ pageNumber, width: size.width, height: size.height, pixels, pageWidth: base.width, pageHeight: base.height });
            page.cleanup();
        }
        return { pages, pageCount: document.numPages };
    }
    finally {
        await document.destroy();
    }
}
async function openPdf(pdfjs, bytes, password, CanvasFactory) {
    const assets = (0,preview_native/* pdfJsAssets */.Ho)();
    try {
        const task = pdfjs.getDocument({
            // pdf.js may detach the buffer it is given; the caller's bytes stay theirs.
            data: new Uint8Array(bytes),
            password,
            // Scratch canvases from the canvas module loaded here, wherever it was found.
            CanvasFactory,
            standardFontDataUrl: assets.standardFontDataUrl,
            cMapUrl: assets.cMapUrl,
            cMapPacked: true,
            disableFontFace: true,
            isEvalSupported: false,
            useSystemFonts: false,
            verbosity: 0,
        });
        return await task.promise;
    }
    catch (error) {
        if (error instanceof errors/* EngineError */.NJ)
            throw error;
        const name = error.name;
        const code = error.code;
        if (name === 'PasswordException')
            throw code === 2 ? new errors/* WrongPasswordError */.Pi() : new errors/* PasswordRequiredError */.$F();
        throw new errors/* CorruptDocumentError */.b6(`the PDF could not be opened (${(0,errors/* errorMessage */.gJ)(error)})`);
    }
}

;// CONCATENATED MODULE: ./src/engine/preview/bmp.ts
/**
 * A 24-bit BMP (BITMAPINFOHEADER, bottom-up rows padded to 4 bytes) from raw pixels. sharp
 * cannot write BMP, and the format is small enough that writing it is simpler than a dependency.
 */
function encodeBmp(pixels, width, height, channels) {
    const rowBytes = Math.ceil((width * 3) / 4) * 4;
    const imageBytes = rowBytes * height;
    const headerBytes = 14 + 40;
    const out = new Uint8Array(headerBytes + imageBytes);
    const view = new DataView(out.buffer);
    out[0] = 0x42; // 'B'
    out[1] = 0x4d; // 'M'
    view.setUint32(2, out.length, true);
    view.setUint32(10, headerBytes, true);
    view.setUint32(14, 40, true);
    view.setInt32(18, width, true);
    view.setInt32(22, height, true);
    view.setUint16(26, 1, true);
    view.setUint16(28, 24, true);
    view.setUint32(30, 0, true);
    view.setUint32(34, imageBytes, true);
    // 96 dpi in pixels per metre.
    view.setInt32(38, 3780, true);
    view.setInt32(42, 3780, true);
    for (let y = 0; y < height; y++) {
        const rowStart = headerBytes + (height - 1 - y) * rowBytes;
        for (let x = 0; x < width; x++) {
            const from = (y * width + x) * channels;
            const to = rowStart + x * 3;
            let r = pixels[from];
            let g = pixels[from + 1];
            let b = pixels[from + 2];
            if (channels === 4) {
                // BMP has no alpha here: composite over white, as every other preview route does.
                const alpha = pixels[from + 3] / 255;
                r = Math.round(r * alpha + 255 * (1 - alpha));
                g = Math.round(g * alpha + 255 * (1 - alpha));
                b = Math.round(b * alpha + 255 * (1 - alpha));
            }
            out[to] = b;
            out[to + 1] = g;
            out[to + 2] = r;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/engine/preview/raster.ts



const PREVIEW_FORMATS = ['png', 'jpeg', 'bmp'];
/** Encodes raw RGBA: sharp for PNG and JPEG, the canvas when sharp is missing, our own BMP. */
async function raster_encodeRaster(page, format) {
    if (format === 'bmp')
        return encodeBmp(page.pixels, page.width, page.height, 4);
    const sharp = await (0,preview_native/* loadSharp */.Pq)();
    if (sharp.module) {
        const image = sharp.module(page.pixels, { raw: { width: page.width, height: page.height, channels: 4 } });
        const buffer = format === 'png' ? await image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer() : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
        return new Uint8Array(buffer);
    }
    const canvas = await (0,preview_native/* loadCanvas */.Dl)();
    if (!canvas.module)
        throw new errors/* UnsupportedFormatError */.N$(`${format.toUpperCase()} previews need sharp or @napi-rs/canvas: ${sharp.reason}; ${canvas.reason}`);
    const surface = canvas.module.createCanvas(page.width, page.height);
    const context = surface.getContext('2d');
    const data = context.createImageData(page.width, page.height);
    data.data.set(page.pixels);
    context.putImageData(data, 0, 0);
    return new Uint8Array(format === 'png' ? await surface.encode('png') : await surface.encode('jpeg', 85));
}

;// CONCATENATED MODULE: ./src/engine/preview/index.ts













/** Renders the chosen pages of a document to PNG, JPEG or BMP. */
async function renderPreviews(input, options) {
    checkOptions(options);
    const raster = await rasterize(input, options, options);
    const pages = [];
    for (const page of raster.pages)
        pages.push({ pageNumber: page.pageNumber, bytes: await raster_encodeRaster(page, options.format), width: page.width, height: page.height });
    return { pages, pageCount: raster.pageCount, renderer: raster.renderer, warnings: raster.warnings };
}
function checkOptions(options) {
    if (!PREVIEW_FORMATS.includes(options.format)) {
        throw new errors/* InvalidOptionsError */.cb(`preview format '${options.format}' is not one of ${PREVIEW_FORMATS.join(', ')}`);
    }
}
const OFFICE_FAMILIES = new Set(['word', 'cells', 'slides', 'diagram']);
async function rasterize(input, pageOptions, options) {
    try {
        const bytes = await (0,ooxml/* unlockOfficeDocument */.qC)(input.bytes, input.password);
        const format = (0,registry/* detectFormat */.Tz)(bytes, input.fileName);
        if (format.family === 'pdf')
            return { ...(await renderPdfPages(bytes, { ...pageOptions, password: input.password })), renderer: 'pdf', warnings: [] };
        if (format.family === 'image')
            return { ...(await renderImagePages(bytes, pageOptions)), renderer: 'image', warnings: [] };
        const warnings = [];
        if (OFFICE_FAMILIES.has(format.family) && format.key !== 'csv' && format.key !== 'tsv' && (options.office ?? 'auto') !== 'builtin') {
            const viaOffice = await throughLibreOffice(bytes, format, input.fileName, pageOptions, options, warnings);
            if (viaOffice)
                return viaOffice;
        }
        const document = await (0,engine/* readDocument */.u0)({ bytes, fileName: input.fileName });
        return { ...(await renderBuiltinPages(document, pageOptions)), renderer: 'builtin', warnings: [...warnings, ...document.warnings] };
    }
    catch (error) {
        if (error instanceof errors/* EngineError */.NJ && !error.fileName)
            error.fileName = input.fileName;
        throw error;
    }
}
async function throughLibreOffice(bytes, format, fileName, pageOptions, options, warnings) {
    const soffice = (0,office/* findSoffice */.lZ)(options.soffice);
    if (!soffice) {
        if (options.office === 'libreoffice')
            throw new errors/* UnsupportedFormatError */.N$(`LibreOffice was not found${options.soffice ? ` at ${options.soffice}` : ''}; it is needed for --office libreoffice`);
        return undefined;
    }
    try {
        const [pdf] = await (0,office/* convertToPdf */.fr)([{ bytes, fileName: fileName ?? `document.${format.key}` }], { soffice, timeoutMs: options.timeoutMs });
        return { ...(await renderPdfPages(pdf, pageOptions)), renderer: 'libreoffice', warnings };
    }
    catch (error) {
        if (options.office === 'libreoffice' || (error instanceof errors/* InvalidOptionsError */.cb))
            throw error;
        warnings.push({ code: 'preview-libreoffice-failed', message: `LibreOffice could not render the document (${(0,errors/* errorMessage */.gJ)(error)}); the built-in renderer drew it instead` });
        return undefined;
    }
}
const DEFAULT_OVERLAY_COLOURS = { inserted: '0000FF', deleted: 'FF0000', changed: '008000' };
/**
 * Office documents are drawn by the built-in layout here unless asked otherwise or given their
 * renderings: boxes are right only on pages of the layout they were found in.
 */
function overlayDefaults(options) {
    return { ...options, office: options.office ?? 'builtin' };
}
function colourOf(type, colours) {
    const t = type.toLowerCase();
    if (t === 'inserted')
        return colours.inserted;
    if (t === 'deleted')
        return colours.deleted;
    return colours.changed;
}
/** Pages of one document with the boxes of the changes on them drawn; only pages with changes. */
async function renderChangeOverlays(input, changes, options) {
    checkOptions(options);
    const wanted = [...new Set(changes.map((c) => c.PageInfo.PageNumber))].filter((p) => p >= 1);
    const colours = { ...DEFAULT_OVERLAY_COLOURS, ...options.colours };
    const raster = await rasterize(input, { ...options, pages: wanted, lenient: true }, overlayDefaults(options));
    const pages = [];
    for (const page of raster.pages) {
        const framed = await drawBoxes(page, changes.filter((c) => c.PageInfo.PageNumber === page.pageNumber), colours);
        pages.push({ pageNumber: page.pageNumber, bytes: await encodeRaster(framed, options.format), width: framed.width, height: framed.height });
    }
    return { pages, pageCount: raster.pageCount, renderer: raster.renderer, warnings: raster.warnings };
}
/**
 * For each changed page, one image: the source's page on the left with deletions framed, the
 * target's page on the right with everything else framed — what a reviewer looks at.
 */
async function sideBySide(source, target, changes, options) {
    checkOptions(options);
    const colours = { ...DEFAULT_OVERLAY_COLOURS, ...options.colours };
    const isDeleted = (c) => c.Type.toLowerCase() === 'deleted';
    const wanted = [...new Set(changes.map((c) => c.PageInfo.PageNumber))].filter((p) => p >= 1).sort((a, b) => a - b);
    const renderOptions = overlayDefaults(options);
    const pageOptions = { width: options.width, height: options.height, pages: wanted, lenient: true };
    const [left, right] = options.rendered
        ? await Promise.all([fromRendering(options.rendered.source, pageOptions), fromRendering(options.rendered.target, pageOptions)])
        : await Promise.all([rasterize(source, pageOptions, renderOptions), rasterize(target, pageOptions, renderOptions)]);
    const sharp = await needSharp('side-by-side previews');
    const pages = [];
    for (const pageNumber of wanted) {
        const sourcePage = left.pages.find((p) => p.pageNumber === pageNumber);
        const targetPage = right.pages.find((p) => p.pageNumber === pageNumber);
        const halves = [
            sourcePage ? await drawBoxes(sourcePage, changes.filter((c) => isDeleted(c) && c.PageInfo.PageNumber === pageNumber), colours) : undefined,
            targetPage ? await drawBoxes(targetPage, changes.filter((c) => !isDeleted(c) && c.PageInfo.PageNumber === pageNumber), colours) : undefined,
        ];
        const reference = halves[0] ?? halves[1];
        if (!reference)
            continue;
        const gap = 16;
        const header = 28;
        const halfWidth = Math.max(halves[0]?.width ?? 0, halves[1]?.width ?? 0);
        const width = halfWidth * 2 + gap;
        const height = header + Math.max(halves[0]?.height ?? 0, halves[1]?.height ?? 0);
        const titles = [`${source.fileName ? baseName(source.fileName) : 'source'} · page ${pageNumber}${sourcePage ? '' : ' (none)'}`, `${target.fileName ? baseName(target.fileName) : 'target'} · page ${pageNumber}${targetPage ? '' : ' (none)'}`];
        const labels = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${header}"><rect width="${width}" height="${header}" fill="#f3f3f3"/>` +
            titles.map((t, i) => `<text x="${i * (halfWidth + gap) + 8}" y="19" font-family="'Liberation Sans', Arial, sans-serif" font-size="14" fill="#333">${escapeText(t)}</text>`).join('') +
            '</svg>');
        const composites = [{ input: labels, left: 0, top: 0 }];
        halves.forEach((half, i) => {
            if (half)
                composites.push({ input: Buffer.from(half.pixels.buffer, half.pixels.byteOffset, half.pixels.length), raw: { width: half.width, height: half.height, channels: 4 }, left: i * (halfWidth + gap), top: header });
        });
        const { data } = await sharp({ create: { width, height, channels: 4, background: '#d9d9d9' } })
            .composite(composites)
            .raw()
            .toBuffer({ resolveWithObject: true });
        const combined = { pixels: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height };
        pages.push({ pageNumber, bytes: await raster_encodeRaster(combined, options.format), width, height });
    }
    return { pages, pageCount: Math.max(left.pageCount, right.pageCount), renderer: right.renderer, warnings: [...left.warnings, ...right.warnings] };
}
async function fromRendering(pdf, pageOptions) {
    return { ...(await renderPdfPages(pdf, pageOptions)), renderer: 'libreoffice', warnings: [] };
}
async function needSharp(what) {
    const sharp = await (0,preview_native/* loadSharp */.Pq)();
    if (!sharp.module)
        throw new errors/* UnsupportedFormatError */.N$(`${what} are not available: ${sharp.reason}`);
    return sharp.module;
}
/** Frames each change's box (page units scaled to the raster), with a light fill. */
async function drawBoxes(page, changes, colours) {
    if (changes.length === 0)
        return page;
    const sharp = await needSharp('change overlays');
    const rects = changes.map((change) => {
        const sx = page.width / (change.PageInfo.Width || page.pageWidth);
        const sy = page.height / (change.PageInfo.Height || page.pageHeight);
        const pad = 2;
        const x = Math.max(0, change.Box.X * sx - pad);
        const y = Math.max(0, change.Box.Y * sy - pad);
        const w = Math.max(4, change.Box.Width * sx + 2 * pad);
        const h = Math.max(4, change.Box.Height * sy + 2 * pad);
        const colour = colourOf(change.Type, colours);
        return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="#${colour}" fill-opacity="0.12" stroke="#${colour}" stroke-width="2"/>`;
    });
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}">${rects.join('')}</svg>`);
    const { data } = await sharp(Buffer.from(page.pixels.buffer, page.pixels.byteOffset, page.pixels.length), { raw: { width: page.width, height: page.height, channels: 4 } })
        .composite([{ input: svg, left: 0, top: 0 }])
        .raw()
        .toBuffer({ resolveWithObject: true });
    return { ...page, pixels: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}
function baseName(path) {
    return path.split(/[\\/]/).pop() ?? path;
}
function escapeText(text) {
    return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}


/***/ }),

/***/ 73594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bb: () => (/* binding */ preparePdfJsGlobals),
/* harmony export */   CH: () => (/* binding */ loadPdfJs),
/* harmony export */   Dl: () => (/* binding */ loadCanvas),
/* harmony export */   Ho: () => (/* binding */ pdfJsAssets),
/* harmony export */   Pq: () => (/* binding */ loadSharp),
/* harmony export */   gT: () => (/* binding */ canvasFactoryOf)
/* harmony export */ });
/* unused harmony export useCanvasFolder */
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17679);




const cache = new Map();
function load(name, importer) {
    let pending = cache.get(name);
    if (!pending) {
        pending = importer().then((module) => ({ module }), (error) => ({ reason: `${name} could not be loaded (${firstLine((0,_errors__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error))})` }));
        cache.set(name, pending);
    }
    return pending;
}
function firstLine(text) {
    return text.split('\n')[0].slice(0, 200);
}
function loadSharp() {
    return load('sharp', async () => {
        const imported = (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 42482)));
        return imported.default ?? imported;
    });
}
let canvasFolder;
/**
 * Loads @napi-rs/canvas from this package folder instead of resolving it from here: a copy
 * installed elsewhere, as in the Action's tool cache. For loads not made yet.
 */
function useCanvasFolder(folder) {
    canvasFolder = folder;
    cache.delete('@napi-rs/canvas');
}
function loadCanvas() {
    return load('@napi-rs/canvas', async () => {
        if (!canvasFolder)
            return (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 54097)));
        const entry = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url).resolve(canvasFolder);
        // Not for the bundler to follow: the folder is only known at run time.
        return (await import(/* webpackIgnore: true */ (0,node_url__WEBPACK_IMPORTED_MODULE_2__.pathToFileURL)(entry).href));
    });
}
/** pdf.js, loaded once for the engine's reader and its previews alike. */
function loadPdfJs() {
    return load('pdfjs-dist', async () => {
        await preparePdfJsGlobals();
        // pdf.js warns as it loads when it cannot `require` the canvas module from its own folder
        // (several lines, with a require stack), though the globals set above are all it needs from
        // it; without any canvas module, reading text needs none and previews say so in their words.
        const restore = withoutCanvasWarnings();
        const natives = nativeBuiltIns();
        try {
            const pdfjs = (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 17532)));
            // The worker code runs on this thread; importing it here (not by URL) lets a bundler see it.
            const holder = globalThis;
            // @ts-expect-error pdf.js ships no types for its worker module.
            holder.pdfjsWorker ??= await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 97864));
            return pdfjs;
        }
        finally {
            natives.restore();
            restore();
        }
    });
}
/**
 * The legacy build's core-js (in both of pdf.js's modules) replaces built-ins process-wide with
 * polyfills for features Node 20 has natively or pdf.js does not use: Array.prototype.push
 * (guarding lengths above 2^32), JSON.parse/stringify (source-text access; measured 4× slower on
 * a large change list) and Function.prototype.toString. Everything else in the process — the
 * server's responses, `--json` output — would pay for them. What core-js adds that Node 20 lacks
 * (Set methods, Promise.withResolvers, …) stays.
 */
function nativeBuiltIns() {
    const saved = [];
    for (const [owner, key] of [
        [Array.prototype, 'push'],
        [JSON, 'parse'],
        [JSON, 'stringify'],
        [Function.prototype, 'toString'],
    ]) {
        const descriptor = Object.getOwnPropertyDescriptor(owner, key);
        if (descriptor)
            saved.push([owner, key, descriptor]);
    }
    return {
        restore() {
            for (const [owner, key, descriptor] of saved) {
                const now = Object.getOwnPropertyDescriptor(owner, key);
                if (now?.value !== descriptor.value)
                    Object.defineProperty(owner, key, descriptor);
            }
        },
    };
}
function withoutCanvasWarnings() {
    const warn = console.warn;
    console.warn = (...args) => {
        if (typeof args[0] === 'string' && /^Warning: Cannot (load "@napi-rs\/canvas"|polyfill `)/.test(args[0]))
            return;
        warn(...args);
    };
    return () => {
        console.warn = warn;
    };
}
let preparing;
/**
 * Call before pdf.js is first imported (both of the engine's loaders do). pdf.js's legacy build
 * takes DOMMatrix, ImageData and Path2D from @napi-rs/canvas when it can `require` it from its
 * own folder, and evaluates `new DOMMatrix()` at load: where the canvas module lives elsewhere
 * (the Action's tool cache, beside a bundle without node_modules) pdf.js would not load at all,
 * or would draw with classes of a second copy of the module. So the globals come from the
 * canvas module loaded here; without one, a bare DOMMatrix lets pdf.js load to read text.
 * Resolves to the canvas module, if any.
 */
function preparePdfJsGlobals() {
    preparing ??= (async () => {
        const canvas = (await loadCanvas()).module;
        const globals = globalThis;
        if (canvas) {
            globals.DOMMatrix ??= canvas.DOMMatrix;
            globals.ImageData ??= canvas.ImageData;
            globals.Path2D ??= canvas.Path2D;
        }
        else {
            globals.DOMMatrix ??= TextOnlyMatrix;
        }
        return canvas;
    })();
    return preparing;
}
/** Stands in for DOMMatrix so pdf.js loads without a canvas module; nothing renders then. */
class TextOnlyMatrix {
    a = 1;
    b = 0;
    c = 0;
    d = 1;
    e = 0;
    f = 0;
}
/**
 * A pdf.js `CanvasFactory` (the getDocument option) making its scratch canvases with the canvas
 * module loaded here; pdf.js's own NodeCanvasFactory would `require` it from pdf.js's folder.
 */
function canvasFactoryOf(canvas) {
    return class CanvasFactory {
        create(width, height) {
            if (width <= 0 || height <= 0)
                throw new Error('Invalid canvas size');
            const surface = canvas.createCanvas(width, height);
            return { canvas: surface, context: surface.getContext('2d') };
        }
        reset(entry, width, height) {
            if (!entry.canvas)
                throw new Error('Canvas is not specified');
            if (width <= 0 || height <= 0)
                throw new Error('Invalid canvas size');
            entry.canvas.width = width;
            entry.canvas.height = height;
        }
        destroy(entry) {
            if (!entry.canvas)
                throw new Error('Canvas is not specified');
            entry.canvas.width = 0;
            entry.canvas.height = 0;
            entry.canvas = null;
            entry.context = null;
        }
    };
}
/**
 * Where pdf.js's standard fonts and CMaps are: beside the installed package, or — in a bundle
 * that has no node_modules — in a `pdfjs/` folder shipped beside the bundle's own file.
 */
function pdfJsAssets() {
    let root;
    try {
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url).resolve('pdfjs-dist/package.json'));
    }
    catch {
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url)), 'pdfjs');
    }
    // pdf.js in Node reads these with fs when they are plain paths ending in a separator.
    return { standardFontDataUrl: `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'standard_fonts')}/`, cMapUrl: `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'cmaps')}/` };
}



/***/ }),

/***/ 20873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _I: () => (/* binding */ convertWithOffice),
/* harmony export */   fr: () => (/* binding */ convertToPdf),
/* harmony export */   lZ: () => (/* binding */ findSoffice)
/* harmony export */ });
/* unused harmony exports DEFAULT_OFFICE_TIMEOUT_MS, DEFAULT_OFFICE_POOL_SIZE, officeProfiles */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(17679);







/**
 * Office and ODF documents to PDF (or to another Office format) through LibreOffice.
 * A user profile cannot serve two soffice processes at once, and creating one costs seconds, so
 * conversions run on a small pool of profiles under the temp folder: one per concurrent
 * conversion, created on first use and kept. A slot is held by a lock directory beside its
 * profile, so two docdelta processes (the Action's concurrent documents, a server's workers, the
 * CLI beside a test run) use different profiles instead of queueing behind one.
 */
const CANDIDATES = [
    '/usr/bin/soffice',
    '/usr/local/bin/soffice',
    '/usr/lib/libreoffice/program/soffice',
    '/opt/libreoffice/program/soffice',
    '/snap/bin/libreoffice',
    '/Applications/LibreOffice.app/Contents/MacOS/soffice',
    'C:\\Program Files\\LibreOffice\\program\\soffice.exe',
];
const DEFAULT_OFFICE_TIMEOUT_MS = 60_000;
/**
 * Profiles in the pool: conversions running at once on this machine (per user). Each soffice
 * takes one core and ~150 MB while it works; two keeps a 2-core runner busy without thrashing.
 */
const DEFAULT_OFFICE_POOL_SIZE = 2;
/** The soffice executable: the given path when it exists, else the first usual place that does. */
function findSoffice(explicit) {
    if (explicit)
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(explicit) ? explicit : undefined;
    return CANDIDATES.find((path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path));
}
/** Converts several files in one soffice run; returns one PDF per file, in order. */
async function convertToPdf(files, options) {
    return convertWithOffice(files, { ...options, target: { extension: 'pdf' } });
}
/**
 * Converts several files in one soffice run to one target; returns one file per input, in order.
 * Runs on a free profile of the pool, waiting for one when all are busy.
 */
async function convertWithOffice(files, options) {
    return withProfile(options, (profile) => convertNow(files, profile, options));
}
/** The pool's profile folders, slot by slot (for warming them up, or cleaning them away). */
function officeProfiles(options = {}) {
    return Array.from({ length: poolSizeOf(options) }, (_, slot) => profileDir(options.profileRoot, slot));
}
function poolSizeOf(options) {
    const size = options.poolSize ?? DEFAULT_OFFICE_POOL_SIZE;
    return Number.isInteger(size) && size >= 1 ? Math.min(size, 16) : DEFAULT_OFFICE_POOL_SIZE;
}
function profileDir(root, slot) {
    let user = 'user';
    try {
        user = String((0,node_os__WEBPACK_IMPORTED_MODULE_3__.userInfo)().uid >= 0 ? (0,node_os__WEBPACK_IMPORTED_MODULE_3__.userInfo)().uid : (0,node_os__WEBPACK_IMPORTED_MODULE_3__.userInfo)().username);
    }
    catch {
        // No user entry (some containers): one shared name is still safe behind the locks.
    }
    // Slot 0 keeps the name of the single profile used before the pool, so its warm copy is reused.
    return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(root ?? (0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), `docdelta-soffice-profile-${user}${slot ? `-${slot}` : ''}`);
}
/** Slots this process holds now, so its own conversions try the free ones first. */
const heldHere = new Set();
async function withProfile(options, work) {
    const profiles = officeProfiles(options);
    const lockAge = (options.timeoutMs ?? DEFAULT_OFFICE_TIMEOUT_MS) * 2;
    const deadline = Date.now() + lockAge + DEFAULT_OFFICE_TIMEOUT_MS;
    for (let attempt = 0;; attempt++) {
        for (const profile of profiles) {
            if (heldHere.has(profile))
                continue;
            const lock = `${profile}.lock`;
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(lock);
            }
            catch {
                const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(lock).catch(() => undefined);
                // A lock older than two time limits belongs to a process that died holding it.
                if (info && Date.now() - info.mtimeMs > lockAge)
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rmdir)(lock).catch(() => undefined);
                continue;
            }
            heldHere.add(profile);
            try {
                return await work(profile);
            }
            finally {
                heldHere.delete(profile);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rmdir)(lock).catch(() => undefined);
            }
        }
        if (Date.now() > deadline)
            throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UnsupportedFormatError */ .N$('LibreOffice is busy (every profile of its pool stayed locked); try again');
        await new Promise((resolve) => setTimeout(resolve, Math.min(50 + attempt * 10, 200)));
    }
}
async function convertNow(files, profile, options) {
    const { extension, filter } = options.target;
    const work = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), 'docdelta-convert-'));
    try {
        const inputs = [];
        for (const [index, file] of files.entries()) {
            const extension = /\.[A-Za-z0-9]{1,6}$/.exec(file.fileName)?.[0] ?? '';
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(work, `in${index}${extension.toLowerCase()}`);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(path, file.bytes);
            inputs.push(path);
        }
        const outDir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(work, 'out');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(outDir);
        const args = [
            '--headless',
            '--norestore',
            '--nologo',
            '--nodefault',
            '--nolockcheck',
            `-env:UserInstallation=${(0,node_url__WEBPACK_IMPORTED_MODULE_5__.pathToFileURL)(profile).href}`,
            '--convert-to',
            filter ? `${extension}:${filter}` : extension,
            '--outdir',
            outDir,
            ...inputs,
        ];
        await runSoffice(options.soffice, args, options.timeoutMs ?? DEFAULT_OFFICE_TIMEOUT_MS);
        const outputs = [];
        for (const [index, file] of files.entries()) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(outDir, `in${index}.${extension}`);
            const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(path).catch(() => undefined);
            if (!bytes)
                throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .CorruptDocumentError */ .b6(`LibreOffice could not convert ${file.fileName} to ${extension.toUpperCase()}`);
            outputs.push(new Uint8Array(bytes));
        }
        return outputs;
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(work, { recursive: true, force: true });
    }
}
function runSoffice(soffice, args, timeoutMs) {
    return new Promise((resolve, reject) => {
        // Its own process group, so a hang is ended with soffice.bin and all its children.
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(soffice, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: process.platform !== 'win32' });
        let stderr = '';
        child.stderr?.on('data', (chunk) => {
            if (stderr.length < 4000)
                stderr += chunk.toString();
        });
        const timer = setTimeout(() => {
            try {
                if (child.pid && process.platform !== 'win32')
                    process.kill(-child.pid, 'SIGKILL');
                else
                    child.kill('SIGKILL');
            }
            catch {
                // Already gone.
            }
            reject(new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UnsupportedFormatError */ .N$(`LibreOffice did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped`));
        }, timeoutMs);
        child.on('error', (error) => {
            clearTimeout(timer);
            reject(new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UnsupportedFormatError */ .N$(`LibreOffice could not be started (${error.message})`));
        });
        child.on('close', (code) => {
            clearTimeout(timer);
            if (code === 0)
                resolve();
            else
                reject(new _errors__WEBPACK_IMPORTED_MODULE_6__/* .CorruptDocumentError */ .b6(`LibreOffice failed (exit ${code}${stderr.trim() ? `: ${stderr.trim().split('\n')[0]}` : ''})`));
        });
    });
}


/***/ })

};
